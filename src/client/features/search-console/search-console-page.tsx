// /search-console (issue 34 item 4, decision 066): upload Search Console's export for a property,
// see its queries over a date range (paged, sorted and filtered on the server), and the three
// opportunity views, each row one click from a saved list. "Track" comes with projects.
import { useState } from 'react';
import { toast } from 'sonner';
import { SEARCH_CONSOLE_SORT_KEYS, type SearchConsoleProperty, type SearchConsoleSortKey } from '@shared/contract/search-console';
import { formatCount } from '@shared/format/number';
import { OPPORTUNITY_ABOUT, SEARCH_CONSOLE_DATA_LAG, SEARCH_CONSOLE_TITLE } from '@shared/messages/search-console';
import type { OpportunityKind } from '@shared/search-console/opportunities';
import { usePageTitle } from '../../components/layout/use-page-title';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { FiguresTable } from './figures-table';
import { GoogleConnection } from './google-connection';
import { useDeleteProperty, useOpportunities, useProperties, useQueriesPage, type RangeRead } from './search-console-api';
import { UploadForm } from './upload-form';

const PAGE_SIZE = 50;

const OPPORTUNITY_TABS: { kind: OpportunityKind; label: string; about: string; empty: string; extra?: 'page' | 'expectedCtr' }[] = [
  {
    kind: 'striking-distance',
    label: 'Striking distance',
    about: OPPORTUNITY_ABOUT['striking-distance'],
    empty: 'No query ranks on positions 4–20 with enough impressions in this range.',
    extra: 'page',
  },
  {
    kind: 'low-ctr',
    label: 'Low CTR',
    about: OPPORTUNITY_ABOUT['low-ctr'],
    empty: 'No query has a CTR this low for its position in this range.',
    extra: 'expectedCtr',
  },
  {
    kind: 'untracked',
    label: 'Not tracked yet',
    about: OPPORTUNITY_ABOUT.untracked,
    empty: 'Every query of this range is in one of your lists.',
  },
];

const SORT_LABELS: Record<SearchConsoleSortKey, string> = { query: 'Query', clicks: 'Clicks', impressions: 'Impressions', ctr: 'CTR', position: 'Position' };

export function SearchConsolePage() {
  usePageTitle(SEARCH_CONSOLE_TITLE);
  const properties = useProperties();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = properties.data?.properties ?? [];
  const property = list.find((p) => p.id === chosenId) ?? list[0] ?? null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{SEARCH_CONSOLE_TITLE}</h1>
        <p className="mt-2 text-muted-foreground">
          The queries your site is already shown for, from Google Search Console: what almost ranks, what ranks but is not clicked, and what you do not follow yet.
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{SEARCH_CONSOLE_DATA_LAG}</p>
      </div>
      {properties.data?.googleConnect === true ? <GoogleConnection connected={properties.data.googleConnected} onLinked={setChosenId} /> : null}
      <UploadForm defaultProperty={property?.label.replace(/ \(domain\)$/, '') ?? ''} onUploaded={setChosenId} />
      {properties.isPending ? (
        <Spinner className="py-16" />
      ) : properties.error ? (
        <Alert tone="error">{properties.error.message}</Alert>
      ) : property === null ? (
        <p className="text-muted-foreground">No property yet: upload an export to start.</p>
      ) : (
        <PropertyView key={property.id} property={property} properties={list} onChoose={setChosenId} />
      )}
    </div>
  );
}

function PropertyView({ property, properties, onChoose }: { property: SearchConsoleProperty; properties: SearchConsoleProperty[]; onChoose: (id: string) => void }) {
  const remove = useDeleteProperty();
  const [from, setFrom] = useState(property.firstDate ?? '');
  const [to, setTo] = useState(property.lastDate ?? '');
  const [tab, setTab] = useState<'queries' | OpportunityKind>('queries');

  return (
    <section className="flex flex-col gap-4" aria-label={`Figures of ${property.label}`}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor="sc-chosen">Property shown</Label>
          <Select id="sc-chosen" value={property.id} onChange={(e) => onChoose(e.target.value)}>
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="sc-from">From</Label>
          <Input id="sc-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="sc-to">To</Label>
          <Input id="sc-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <Button
          variant="outline"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(`Delete ${property.label} and all its stored figures?`)) return;
            remove.mutate(property.id, { onSuccess: () => toast.success(`Deleted ${property.label}.`), onError: (failure) => toast.error(failure.message) });
          }}
        >
          Delete property
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Stored: {property.imports.map((span) => `${span.startDate} to ${span.endDate}`).join(', ') || 'nothing yet'}. A range shows the uploads that lie wholly inside it.
      </p>
      <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="queries">Queries</TabsTrigger>
          {OPPORTUNITY_TABS.map((t) => (
            <TabsTrigger key={t.kind} value={t.kind}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="queries">
          <QueriesTab propertyId={property.id} from={from} to={to} />
        </TabsContent>
        {OPPORTUNITY_TABS.map((t) => (
          <TabsContent key={t.kind} value={t.kind}>
            <OpportunityTab {...t} shown={tab === t.kind} propertyId={property.id} from={from} to={to} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

type RangeProps = Pick<RangeRead, 'propertyId' | 'from' | 'to'>;

function QueriesTab({ propertyId, from, to }: RangeProps) {
  const [sort, setSort] = useState<SearchConsoleSortKey>('clicks');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const direction = sort === 'query' || sort === 'position' ? 'asc' : 'desc';
  const page = useQueriesPage({ propertyId, from, to, offset, limit: PAGE_SIZE, sort, direction, q });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor="sc-filter">Queries containing</Label>
          <Input
            id="sc-filter"
            value={q}
            maxLength={200}
            onChange={(e) => {
              setQ(e.target.value);
              setOffset(0);
            }}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="sc-sort">Sort by</Label>
          <Select
            id="sc-sort"
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as SearchConsoleSortKey);
              setOffset(0);
            }}
          >
            {SEARCH_CONSOLE_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {page.error ? (
        <Alert tone="error">{page.error.message}</Alert>
      ) : !page.data ? (
        <Spinner className="py-8" />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {formatCount(page.data.totals.clicks)} clicks and {formatCount(page.data.totals.impressions)} impressions over {formatCount(page.data.total)} queries.
          </p>
          <FiguresTable caption="Queries" rows={page.data.rows} total={page.data.total} offset={offset} pageSize={PAGE_SIZE} onOffset={setOffset} empty="No query in this range." />
        </>
      )}
    </div>
  );
}

function OpportunityTab({ kind, label, about, empty, extra, shown, propertyId, from, to }: (typeof OPPORTUNITY_TABS)[number] & RangeProps & { shown: boolean }) {
  const [offset, setOffset] = useState(0);
  const page = useOpportunities(kind, { propertyId, from, to, offset, limit: PAGE_SIZE }, shown);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{about}</p>
      {page.error ? (
        <Alert tone="error">{page.error.message}</Alert>
      ) : !page.data ? (
        <Spinner className="py-8" />
      ) : (
        <FiguresTable caption={label} rows={page.data.rows} total={page.data.total} offset={offset} pageSize={PAGE_SIZE} onOffset={setOffset} extra={extra} empty={empty} />
      )}
    </div>
  );
}
