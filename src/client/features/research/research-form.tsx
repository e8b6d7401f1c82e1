// The Seed Keyword form (spec "Seed Keyword screen"): keyword with the "Did you mean" hint,
// language, location, result limit, the three include flags (form state only), the cost
// estimate and the submit button with its busy label.
import { useId } from 'react';
import { RESEARCH_LIMIT_OPTIONS } from '@shared/constants/limits';
import { formatResearchCostEstimate, LABS_PRICE_NOTE } from '@shared/costs';
import { CostEstimate, KeywordLocaleFields, OptionSelect, ToolForm, ToolSubmitButton, type ToolInputs } from '../../components/tool-inputs';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { RESEARCH_FLAG_LABELS, type ResearchFlags } from './research-inputs';
import { QuotaLeftNote } from '../pricing';

export interface ResearchFormProps {
  inputs: ToolInputs;
  flags: ResearchFlags;
  onFlagChange: (flag: keyof ResearchFlags, value: boolean) => void;
  isRunning: boolean;
  onSubmit: () => void;
}

export function ResearchForm({ inputs, flags, onFlagChange, isRunning, onSubmit }: ResearchFormProps) {
  const id = useId();
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
      <CostEstimate estimate={formatResearchCostEstimate(values.limit)} detail={`Up to ${values.limit} keyword ideas with metrics. ${LABS_PRICE_NOTE}`} />
      <QuotaLeftNote tool="keywords" />
      <ToolSubmitButton keyword={values.keyword} isRunning={isRunning} label="Analyze Keywords" busyLabel="Analyzing Keywords..." />
    </ToolForm>
  );
}
