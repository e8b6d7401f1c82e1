// The SERP Analysis form: keyword (Enter submits) with the "Did you
// mean" hint, language, location, the fixed 10-results line, the cost estimate for one page, and
// the Analyze button with its busy label.
import { useId } from 'react';
import { SERP_RESULT_COUNT } from '@shared/constants/limits';
import { formatSerpCostEstimate, quotaUnitsFor } from '@shared/costs';
import { formatCostEstimate } from '@shared/format/number';
import { keywordLengthIssue } from '@shared/keyword-rule';
import { CostEstimate, KeywordLocaleFields, ToolForm, ToolSubmitButton, useRunQuote, type ToolInputs } from '../../components/tool-inputs';
import { quoteSerpAnalysis } from './api/run-serp-analysis';
import { QuotaLeftNote } from '../pricing';
import { useAuth } from '../auth';

export interface SerpFormProps {
  inputs: ToolInputs;
  isRunning: boolean;
  onSubmit: () => void;
}

// One SERP page holds the 10 results we show.
const PAGES = 1;

export function SerpForm({ inputs, isRunning, onSubmit }: SerpFormProps) {
  const id = useId();
  // Dollars are the operator's cost: only admins see them (a user pays in quota units).
  const { isAdmin, user } = useAuth();
  const { values } = inputs;
  const keyword = values.keyword.trim();
  const body = keywordLengthIssue(keyword) === null ? { keyword, languageCode: values.languageCode, locationCode: values.locationCode, limit: SERP_RESULT_COUNT } : null;
  // The server's preview (free when cached, the limit message) once it answers; the plain unit before.
  const quote = useRunQuote('serp', body, user !== null, quoteSerpAnalysis);
  const dollars = quote?.[0]?.dollars;
  return (
    <ToolForm isRunning={isRunning} onSubmit={onSubmit}>
      <KeywordLocaleFields
        inputs={inputs}
        idPrefix={id}
        onEnter={onSubmit}
        placeholder="e.g. best running shoes"
        gridClassName="grid gap-4 sm:grid-cols-2"
      />
      <p className="text-sm text-muted-foreground">
        Results: <strong className="text-foreground">{SERP_RESULT_COUNT} top organic results</strong>
      </p>
      <CostEstimate
        lines={quote ?? [{ tool: 'serp', units: quotaUnitsFor('serp') }]}
        estimate={dollars != null ? formatCostEstimate(dollars, 3) : formatSerpCostEstimate(PAGES)}
        refusal={quote?.[0]?.refusal ?? null}
        showDollars={isAdmin}
        detail={`One page of ${SERP_RESULT_COUNT} results.`}
      />
      <QuotaLeftNote tool="serp" />
      <ToolSubmitButton keyword={values.keyword} isRunning={isRunning} label="Analyze" busyLabel="Analyzing SERP..." />
    </ToolForm>
  );
}
