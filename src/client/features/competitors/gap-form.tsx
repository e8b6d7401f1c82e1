// The Keyword gap form: your site and 1 to 10 competitors (one box each, more added on demand),
// one market, how many keywords to read and which (every keyword, or only those your site does not
// rank for, which reaches further down for the same rows), the cost before the run and the button.
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { GAP_MAX_COMPETITORS } from '@shared/competitors/gap-limits';
import { GAP_SCOPE_LABELS } from '@shared/competitors/gap-view';
import { GAP_SCOPES } from '@shared/contract/competitors-request';
import { MarketFields, OptionSelect, ToolForm, ToolSubmitButton } from '../../components/tool-inputs';
import { Button } from '../../components/ui/button';
import { CompetitorCost } from './competitor-cost';
import { buildGapBody } from './competitor-form-values';
import { TARGET_HINT } from './domain-keywords-form';
import { RowsSelect } from './rows-select';
import { TargetField } from './target-field';
import type { CompetitorForm } from './use-competitor-form';
import { useCompetitorSubmit } from './use-competitor-submit';

export function GapForm({ form }: { form: CompetitorForm }) {
  const id = useId();
  const { values, set } = form;
  const built = buildGapBody(values);
  const { submit, isRunning } = useCompetitorSubmit();
  const errors = built.ok || built.empty ? {} : built.errors;
  const setCompetitor = (index: number, text: string) => set({ competitors: values.competitors.map((each, at) => (at === index ? text : each)) });
  return (
    <ToolForm isRunning={isRunning} onSubmit={() => built.ok && void submit('gap', built.body, values)}>
      <TargetField id={`${id}-own`} label="Your site" value={values.own} onChange={(own) => set({ own })} hint={TARGET_HINT} error={errors.own} />
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.competitors ? `${id}-competitors-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">Competitors (1 to {GAP_MAX_COMPETITORS})</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {values.competitors.map((competitor, index) => (
            // Boxes are only added at the end or removed, so the index names one box while it lives.
            <div key={index} className="flex items-end gap-1">
              <div className="flex-1">
                <TargetField
                  id={`${id}-competitor-${index}`}
                  label={`Competitor ${index + 1}`}
                  hiddenLabel
                  placeholder={`competitor${index + 1}.com`}
                  value={competitor}
                  onChange={(text) => setCompetitor(index, text)}
                />
              </div>
              {values.competitors.length > 1 ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove competitor ${index + 1}`}
                  onClick={() => set({ competitors: values.competitors.filter((_, at) => at !== index) })}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          ))}
        </div>
        {values.competitors.length < GAP_MAX_COMPETITORS ? (
          <Button variant="outline" size="sm" className="self-start" onClick={() => set({ competitors: [...values.competitors, ''] })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add competitor
          </Button>
        ) : null}
        {errors.competitors ? (
          <p id={`${id}-competitors-error`} className="text-sm text-red-700" aria-live="polite">
            {errors.competitors}
          </p>
        ) : null}
      </fieldset>
      <MarketFields market={values.market} onChange={(market) => set({ market })} idPrefix={id} gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <RowsSelect id={`${id}-rows`} value={values.rows} onChange={(rows) => set({ rows })} />
        <OptionSelect id={`${id}-scope`} label="Which keywords" value={values.scope} options={GAP_SCOPES} formatOption={(scope) => GAP_SCOPE_LABELS[scope]} onChange={(scope) => set({ scope })} />
      </MarketFields>
      <CompetitorCost tool="gap" body={built.ok ? built.body : null} rows={values.rows} />
      <ToolSubmitButton keyword={built.ok ? values.own : ''} isRunning={isRunning} label="Compare Keywords" busyLabel="Comparing Keywords..." />
    </ToolForm>
  );
}
