// The Seed Keyword form: keyword with the "Did you mean" hint,
// language, location, result limit, the three include flags (related and SERP run with the
// research, decision 025), the cost preview (the server's quote: units per tool, free when cached) and the submit button with its busy label.
import { useId } from 'react';
import { RESEARCH_LIMIT_OPTIONS, SEEDS_TEXT_MAX_LENGTH } from '@shared/constants/limits';
import { estimateResearchRunCost, expectedResearchUnits, LABS_PRICE_NOTE } from '@shared/costs';
import { formatCostEstimate } from '@shared/format/number';
import { SEEDS_HINT } from '@shared/messages/research';
import { CostEstimate, KeywordLocaleFields, OptionSelect, ToolForm, ToolSubmitButton, useRunQuote, type ToolInputs } from '../../components/tool-inputs';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { quoteResearch } from './api/quote-research';
import { RESEARCH_FLAG_LABELS, researchRequestFrom, seedFieldFeedback, type ResearchFlags } from './research-inputs';
import { QuotaLeftNote } from '../pricing';
import { useAuth } from '../auth';

export interface ResearchFormProps {
  inputs: ToolInputs;
  flags: ResearchFlags;
  onFlagChange: (flag: keyof ResearchFlags, value: boolean) => void;
  isRunning: boolean;
  onSubmit: () => void;
}

export function ResearchForm({ inputs, flags, onFlagChange, isRunning, onSubmit }: ResearchFormProps) {
  const id = useId();
  // Dollars are the operator's cost: only admins see them (a user pays in quota units).
  const { isAdmin, user } = useAuth();
  const { values, set } = inputs;
  const built = researchRequestFrom(values, flags);
  const seedCount = Math.max(1, built.seeds.length);
  // The server's preview (cached and free, the limit message) once it answers; the plain units before.
  const quote = useRunQuote('research', 'request' in built ? built.request : null, user !== null, quoteResearch);
  const lines = quote ?? expectedResearchUnits({ seeds: seedCount, ...flags });
  const runOptions = { seeds: seedCount, limit: values.limit, ...flags };
  const dollars = quote ? quote.reduce((sum, tool) => sum + (tool.dollars ?? 0), 0) : estimateResearchRunCost(runOptions);
  const refusal = quote?.find((tool) => tool.refusal !== null)?.refusal ?? null;
  const feedback = seedFieldFeedback(values.keyword);
  return (
    <ToolForm isRunning={isRunning} onSubmit={onSubmit}>
      <KeywordLocaleFields
        inputs={inputs}
        idPrefix={id}
        gridClassName="grid gap-4 sm:grid-cols-3"
        keywordHint={SEEDS_HINT}
        keywordMaxLength={SEEDS_TEXT_MAX_LENGTH}
        keywordError={feedback.error}
        keywordCounter={feedback.counter}
      >
        <OptionSelect
          id={`${id}-limit`}
          label="Result Limit"
          value={values.limit}
          options={RESEARCH_LIMIT_OPTIONS}
          formatOption={(limit) => `${limit} keywords`}
          onChange={(limit) => set('limit', limit)}
        />
      </KeywordLocaleFields>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Analysis options</legend>
        {(Object.keys(RESEARCH_FLAG_LABELS) as Array<keyof ResearchFlags>).map((flag) => (
          <div key={flag} className="flex items-center gap-2">
            <Checkbox id={`${id}-${flag}`} checked={flags[flag]} onChange={(event) => onFlagChange(flag, event.target.checked)} />
            <Label htmlFor={`${id}-${flag}`} className="font-normal">
              {RESEARCH_FLAG_LABELS[flag]}
            </Label>
          </div>
        ))}
      </fieldset>
      <CostEstimate
        lines={lines}
        estimate={formatCostEstimate(dollars, 2)}
        showDollars={isAdmin}
        detail={`Up to ${values.limit} keyword ideas with metrics${seedCount > 1 ? ' per seed' : ''}.${isAdmin ? ` ${LABS_PRICE_NOTE}` : ''}`}
        refusal={refusal}
        blocked={feedback.error !== null}
      />
      <QuotaLeftNote tool="keywords" />
      <ToolSubmitButton keyword={values.keyword} isRunning={isRunning} label="Analyze Keywords" busyLabel="Analyzing Keywords..." />
    </ToolForm>
  );
}
