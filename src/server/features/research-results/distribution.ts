// What the results charts draw, over every row of a research that passes the
// table's filter (row-counts.ts counts it): stored with the rows when unfiltered, counted once per
// distinct filter otherwise (row-totals.ts, decision 040). The browser receives a few dozen numbers.
import type { RowsDistribution } from '../../../shared/contract/distribution.js';
import type { KeywordFilter } from '../../../shared/filters/keyword-filter.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordFilterCondition } from './keyword-filter-sql.js';
import { researchRows } from './row-source.js';
import { distributionFor } from './row-totals.js';
import type { RowsOf } from './rows-reader.js';

export async function readDistribution(db: DbOrTx, research: RowsOf, filter: KeywordFilter): Promise<RowsDistribution> {
  const condition = keywordFilterCondition(filter, { language: research.languageCode });
  return distributionFor(db, researchRows(research), { filter, condition, language: research.languageCode });
}
