// The Competitor discovery form: find competitors for a domain (in a market), or for the keywords of
// a saved list or of a research (in its own market); the user's left-out sites (mega-domains) are
// left out unless asked for, and the list is edited here.
import { useId } from 'react';
import { MarketFields, ToolForm, ToolSubmitButton } from '../../components/tool-inputs';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { useHistory } from '../history';
import { useLists } from '../lists';
import { useLeftOutSites } from './api/left-out-sites-api';
import { CompetitorCost } from './competitor-cost';
import { buildDiscoveryBody } from './competitor-form-values';
import type { DiscoverySource } from './competitor-url';
import { LeftOutSites } from './left-out-sites';
import { TargetField } from './target-field';
import type { CompetitorForm } from './use-competitor-form';
import { useCompetitorSubmit } from './use-competitor-submit';

const SOURCE_LABELS: Record<DiscoverySource, string> = { domain: 'A domain', list: 'A saved list', research: 'A keyword research' };
const NO_HISTORY_FILTERS = { kind: 'keywords', keyword: '', from: '', to: '' } as const;

export function DiscoveryForm({ form }: { form: CompetitorForm }) {
  const id = useId();
  const { values, set } = form;
  const built = buildDiscoveryBody(values);
  const { submit, isRunning } = useCompetitorSubmit();
  const leftOut = useLeftOutSites().data?.domains ?? [];
  const examples = leftOut.length > 0 ? ` (${leftOut.slice(0, 4).join(', ')}${leftOut.length > 4 ? ', …' : ''})` : '';
  return (
    <ToolForm isRunning={isRunning} onSubmit={() => built.ok && void submit('competitors', built.body, values)}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Find competitors for</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(Object.keys(SOURCE_LABELS) as DiscoverySource[]).map((source) => (
            <div key={source} className="flex items-center gap-2">
              <input
                type="radio"
                id={`${id}-source-${source}`}
                name={`${id}-source`}
                className="h-4 w-4 accent-primary"
                checked={values.source === source}
                onChange={() => set({ source })}
              />
              <Label htmlFor={`${id}-source-${source}`} className="font-normal">
                {SOURCE_LABELS[source]}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>
      {values.source === 'domain' ? (
        <>
          <TargetField
            id={`${id}-target`}
            label="Domain"
            value={values.target}
            onChange={(target) => set({ target })}
            hint="A domain or subdomain: its organic competitors in the market below."
            error={built.ok || built.empty ? null : built.errors.target}
          />
          <MarketFields market={values.market} onChange={(market) => set({ market })} idPrefix={id} gridClassName="grid gap-4 sm:grid-cols-2" />
        </>
      ) : values.source === 'list' ? (
        <ListChoice id={`${id}-list`} value={values.listId} onChange={(listId) => set({ listId })} />
      ) : (
        <ResearchChoice id={`${id}-research`} value={values.researchId} onChange={(researchId) => set({ researchId })} />
      )}
      <div className="flex items-start gap-2">
        <Checkbox id={`${id}-mega`} checked={values.includeMegaDomains} onChange={(event) => set({ includeMegaDomains: event.target.checked })} />
        <Label htmlFor={`${id}-mega`} className="font-normal">
          Include mega-domains{examples}: they rank for almost everything and are rarely a real competitor.
        </Label>
      </div>
      <LeftOutSites />
      <CompetitorCost tool="competitors" body={built.ok ? built.body : null} rows={null} />
      <ToolSubmitButton keyword={built.ok ? 'ready' : ''} isRunning={isRunning} label="Find Competitors" busyLabel="Finding Competitors..." />
    </ToolForm>
  );
}

interface ChoiceProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

function ListChoice({ id, value, onChange }: ChoiceProps) {
  const lists = useLists();
  const options = lists.data?.lists ?? [];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Saved list</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-hint`}>
        <option value="">{lists.isPending ? 'Loading lists…' : options.length === 0 ? 'No saved lists yet' : 'Choose a list'}</option>
        {options.map((list) => (
          <option key={list.id} value={list.id}>
            {list.name} ({list.keywordCount} keywords)
          </option>
        ))}
      </Select>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        The domains that rank most across the list’s keywords, in the list’s market.
      </p>
    </div>
  );
}

function ResearchChoice({ id, value, onChange }: ChoiceProps) {
  const history = useHistory(NO_HISTORY_FILTERS);
  const researches = history.data?.pages.flatMap((page) => page.researches) ?? [];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Keyword research</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-hint`}>
        <option value="">{history.isPending ? 'Loading researches…' : researches.length === 0 ? 'No keyword research yet' : 'Choose a research'}</option>
        {researches.map((research) => (
          <option key={research.id} value={research.id}>
            {research.seedKeyword} ({research.totalResults} keywords)
          </option>
        ))}
      </Select>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        The domains that rank most across the research’s keywords, in its market.
      </p>
    </div>
  );
}
