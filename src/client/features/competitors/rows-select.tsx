// How many keywords a domain-keywords run or a gap reads (the form's options, 1,000 per provider call).
import { COMPETITOR_ROW_LIMIT_OPTIONS, type CompetitorRowLimit } from '@shared/competitors/run-limits';
import { formatCount } from '@shared/format/number';
import { OptionSelect } from '../../components/tool-inputs';

export function RowsSelect({ id, value, onChange }: { id: string; value: CompetitorRowLimit; onChange: (rows: CompetitorRowLimit) => void }) {
  return <OptionSelect id={id} label="Keywords to read" value={value} options={COMPETITOR_ROW_LIMIT_OPTIONS} formatOption={(rows) => `${formatCount(rows)} keywords`} onChange={onChange} />;
}
