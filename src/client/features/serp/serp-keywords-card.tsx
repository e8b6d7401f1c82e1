// "Keywords from this SERP": the questions, related searches and "people also
// search" phrases Google shows for the keyword, each with a checkbox (shift-click for a range) and
// the features that show it; the chosen ones go to a saved list through the list's import, whose
// preview shows the cost first.
import { useMemo } from 'react';
import type { SerpAnalysis } from '@shared/contract/serp';
import { formatCount } from '@shared/format/number';
import { serpKeywords } from '@shared/serp-keywords';
import { SelectionControls, useRowSelection } from '../../components/row-selection';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { AddKeywordsDialog } from '../lists';

export function SerpKeywordsCard({ analysis }: { analysis: SerpAnalysis }) {
  const found = useMemo(() => serpKeywords(analysis.features), [analysis.features]);
  const keywords = useMemo(() => found.map((each) => each.keyword), [found]);
  const selection = useRowSelection(keywords, analysis.researchId);
  const { isSelected, toggle } = selection;
  const chosen = selection.selection?.kind === 'matching' ? keywords : (selection.selection?.keys ?? []);
  if (found.length === 0) return null;

  return (
    <section aria-labelledby="serp-keywords-title">
      <Card>
        <CardHeader>
          <CardTitle id="serp-keywords-title">Keywords from this SERP</CardTitle>
          <CardDescription>The questions and searches Google shows for “{analysis.keyword}”. Choose some to add to a saved list; their metrics are fetched there.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <SelectionControls totalMatching={keywords.length} selection={selection} allLabel={`Select all ${formatCount(keywords.length)}`}>
            <AddKeywordsDialog keywords={chosen} market={{ locationCode: analysis.locationCode, languageCode: analysis.languageCode }} onAdded={selection.clear} />
          </SelectionControls>
          <ul className="grid grid-cols-1 gap-x-6 gap-y-1 md:grid-cols-2">
            {found.map(({ keyword, from }, index) => (
              <li key={keyword}>
                <label className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-muted">
                  <Checkbox
                    className="mt-0.5 shrink-0"
                    aria-label={keyword}
                    aria-describedby={`serp-keyword-from-${index}`}
                    checked={isSelected(keyword)}
                    onChange={(event) => toggle(keyword, event.target.checked, event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey)}
                  />
                  <span className="min-w-0 break-words">{keyword}</span>
                  <span id={`serp-keyword-from-${index}`} className="shrink-0 text-xs leading-5 text-muted-foreground">
                    {from.join(', ')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
