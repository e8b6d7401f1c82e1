// The value of ranking for any row, not only the seed (decision 067): a button in the row's tools
// opens the same read as the seed card (its cost first), and the research's row keeps the answer,
// so the table's Traffic potential, Parent topic and Worldwide columns fill in.
import type { KeywordResultRow } from '@shared/contract/keyword-result';
import type { ToolLinkMarket } from '../../components/tool-inputs';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { RankingValue } from './ranking-value';

const BUTTON_CLASS =
  'rounded px-1.5 py-0.5 text-xs font-medium text-blue-700 hover:bg-blue-50 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function RowValueButton({ row, market, researchId }: { row: KeywordResultRow; market: ToolLinkMarket; researchId: string | null }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button type="button" className={BUTTON_CLASS} aria-label={`Value of ranking for ${row.keyword}`}>
          Value
        </button>
      </DialogTrigger>
      <DialogContent title={`Value of ranking: ${row.keyword}`}>
        <RankingValue seed={row} researchId={researchId} {...market} />
      </DialogContent>
    </Dialog>
  );
}
