// A keyword table's search box that keeps its own text (useSearchDraft): typing re-renders the box,
// and the table's search follows once typing pauses.
import { KeywordSearchBox } from './keyword-search-box';
import { useSearchDraft, type SearchDraftOptions } from './use-search-draft';

export function TableSearchBox(props: SearchDraftOptions) {
  const [text, setText] = useSearchDraft(props);
  return <KeywordSearchBox value={text} onChange={setText} />;
}
