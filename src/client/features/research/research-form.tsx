// The Seed Keyword form (spec "Seed Keyword screen"): keyword with the "Did you mean" hint,
// language, location, result limit, the three include flags (form state only), the cost
// estimate and the submit button with its busy label.
import { useId } from 'react';
import { RESEARCH_LIMIT_OPTIONS } from '@shared/constants/limits';
import { formatQuotaUnits, formatResearchCostEstimate, LABS_PRICE_NOTE, quotaUnitsFor } from '@shared/costs';
import { CostEstimate, KeywordLocaleFields, OptionSelect, ToolForm, ToolSubmitButton, type ToolInputs } from '../../components/tool-inputs';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { RESEARCH_FLAG_LABELS, type ResearchFlags } from './research-inputs';
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
  const { isAdmin } = useAuth();
  const { values, set } = inputs;
  return (
    <ToolForm isRunning={isRunning} onSubmit={onSubmit}>
      <KeywordLocaleFields inputs={inputs} idPrefix={id} gridClassName="grid gap-4 sm:grid-cols-3">
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
        units={formatQuotaUnits('keywords', quotaUnitsFor('keywords', values.limit))}
        estimate={formatResearchCostEstimate(values.limit)}
        showDollars={isAdmin}
        detail={`Up to ${values.limit} keyword ideas with metrics.${isAdmin ? ` ${LABS_PRICE_NOTE}` : ''}`}
      />
      <QuotaLeftNote tool="keywords" />
      <ToolSubmitButton keyword={values.keyword} isRunning={isRunning} label="Analyze Keywords" busyLabel="Analyzing Keywords..." />
    </ToolForm>
  );
}
