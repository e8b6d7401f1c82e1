// The SERP Analysis form (spec "SERP Analysis screen"): keyword (Enter submits) with the "Did you
// mean" hint, language, location, the fixed 10-results line, the cost estimate for one page, and
// the Analyze button with its busy label.
import { Loader2, Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { SERP_RESULT_COUNT } from '@shared/constants/limits';
import { formatSerpCostEstimate } from '@shared/costs';
import { CostEstimate, KeywordField, LanguageSelect, LocationSelect, type ToolInputs } from '../../components/tool-inputs';
import { Button } from '../../components/ui/button';

export interface SerpFormProps {
  inputs: ToolInputs;
  isRunning: boolean;
  onSubmit: () => void;
}

// One SERP page holds the 10 results we show.
const PAGES = 1;

export function SerpForm({ inputs, isRunning, onSubmit }: SerpFormProps) {
  const id = useId();
  const { values, set } = inputs;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-6" aria-busy={isRunning}>
      <KeywordField
        id={`${id}-keyword`}
        value={values.keyword}
        onChange={(keyword) => set('keyword', keyword)}
        onEnter={onSubmit}
        placeholder="e.g. best running shoes"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LanguageSelect id={`${id}-language`} value={values.languageCode} onChange={(code) => set('languageCode', code)} />
        <LocationSelect id={`${id}-location`} value={values.locationCode} onChange={(code) => set('locationCode', code)} />
      </div>
      <p className="text-sm text-muted-foreground">
        Results: <strong className="text-foreground">{SERP_RESULT_COUNT} top organic results</strong>
      </p>
      <CostEstimate estimate={formatSerpCostEstimate(PAGES)} detail={`One page of ${SERP_RESULT_COUNT} results.`} />
      <Button type="submit" size="lg" disabled={values.keyword.trim() === '' || isRunning}>
        {isRunning ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Search className="h-4 w-4" aria-hidden="true" />}
        {isRunning ? 'Analyzing SERP...' : 'Analyze'}
      </Button>
    </form>
  );
}
