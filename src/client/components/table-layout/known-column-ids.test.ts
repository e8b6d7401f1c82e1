// Every column a keyword table draws is one the server accepts in a saved layout (the shared
// vocabulary of table-layout.ts): a column missing there would make the user's choice stay in one
// browser only.
import { describe, expect, it } from 'vitest';
import type { CompetitorReport } from '@shared/contract/competitors';
import { GAP_MAX_COMPETITORS } from '@shared/competitors/gap-limits';
import { isKnownColumnId } from '@shared/keyword-row/table-layout';
import { domainKeywordColumns, gapColumns } from '../../features/competitors/competitor-columns';
import { listColumns } from '../../features/lists/list-columns';
import { relatedColumns } from '../../features/related/related-columns';
import { resultsColumns } from '../../features/results/results-columns';
import { selectColumn } from '../row-selection/select-column';

const market = { locationCode: 2840, languageCode: 'en' };
const sites: CompetitorReport['sites'] = Array.from({ length: GAP_MAX_COMPETITORS + 1 }, (_, index) => ({
  label: `site${index}.example`,
  kind: 'domain',
  role: index === 0 ? 'own' : 'competitor',
  index,
}));

describe('the columns of every keyword table', () => {
  it('are all known to the saved layouts', () => {
    const ids = [
      ...resultsColumns(2840, market, '/research'),
      ...relatedColumns(2840),
      ...listColumns({ listId: 'l', ...market, onRemove: () => undefined }),
      ...domainKeywordColumns(2840),
      ...gapColumns(sites),
      selectColumn({ isSelected: () => false, toggle: () => undefined, keyOf: (row: { keyword: string }) => row.keyword }),
    ].map((column) => column.id);
    expect(ids.filter((id) => !isKnownColumnId(id))).toEqual([]);
  });
});
