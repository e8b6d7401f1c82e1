// The Domain keywords form: a domain, subdomain, folder or page address, the market, how many
// keywords to read, the cost before the run and the button.
import { useId } from 'react';
import { MarketFields, ToolForm, ToolSubmitButton } from '../../components/tool-inputs';
import { CompetitorCost } from './competitor-cost';
import { buildDomainBody } from './competitor-form-values';
import { RowsSelect } from './rows-select';
import { TargetField } from './target-field';
import type { CompetitorForm } from './use-competitor-form';
import { useCompetitorSubmit } from './use-competitor-submit';

export const TARGET_HINT = 'A domain (example.com), subdomain (blog.example.com), folder ending in / (example.com/blog/) or page address.';

export function DomainKeywordsForm({ form }: { form: CompetitorForm }) {
  const id = useId();
  const { values, set } = form;
  const built = buildDomainBody(values);
  const { submit, isRunning } = useCompetitorSubmit();
  return (
    <ToolForm isRunning={isRunning} onSubmit={() => built.ok && void submit('domain', built.body, values)}>
      <TargetField
        id={`${id}-target`}
        label="Domain or URL"
        value={values.target}
        onChange={(target) => set({ target })}
        hint={TARGET_HINT}
        error={built.ok || built.empty ? null : built.errors.target}
      />
      <MarketFields market={values.market} onChange={(market) => set({ market })} idPrefix={id} gridClassName="grid gap-4 sm:grid-cols-3">
        <RowsSelect id={`${id}-rows`} value={values.rows} onChange={(rows) => set({ rows })} />
      </MarketFields>
      <CompetitorCost tool="domain" body={built.ok ? built.body : null} rows={values.rows} />
      <ToolSubmitButton keyword={built.ok ? values.target : ''} isRunning={isRunning} label="Find Ranking Keywords" busyLabel="Reading Rankings..." />
    </ToolForm>
  );
}
