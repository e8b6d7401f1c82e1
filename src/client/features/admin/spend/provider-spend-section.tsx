// The keyword data provider's bill for the last 30 days: the total, then by endpoint and by day.
// Amounts are the exact dollar figures the provider stated, added up on the server.
import { PROVIDER_SPEND_DAYS } from '@shared/admin';
import type { ProviderSpend, ProviderSpendLine } from '@shared/contract/admin';
import { formatFixed } from '@shared/format/number';
import { AdminTable, type AdminColumn } from '../components/admin-table';

const dollars = (providerCost: string) => `$${providerCost}`;

function lineColumns<T extends ProviderSpendLine>(): AdminColumn<T>[] {
  return [
    { id: 'cost', header: 'Spend (USD)', cell: (row) => dollars(row.providerCost), className: 'text-right tabular-nums' },
    { id: 'calls', header: 'Provider calls', cell: (row) => formatFixed(row.calls, 0), className: 'text-right tabular-nums' },
    { id: 'failed', header: 'Failed', cell: (row) => formatFixed(row.failedCalls, 0), className: 'text-right tabular-nums' },
    { id: 'cache', header: 'Cache hits', cell: (row) => formatFixed(row.cacheHits, 0), className: 'text-right tabular-nums' },
  ];
}

export function ProviderSpendSection({ spend }: { spend: ProviderSpend }) {
  const endpointColumns: AdminColumn<ProviderSpend['byEndpoint'][number]>[] = [
    { id: 'endpoint', header: 'Endpoint', cell: (row) => <span className="font-mono text-xs">{row.endpoint}</span> },
    ...lineColumns(),
  ];
  // Newest day first: the day an admin usually checks is today.
  const days = [...spend.byDay].reverse();
  const dayColumns: AdminColumn<(typeof days)[number]>[] = [{ id: 'day', header: 'Day (UTC)', cell: (row) => row.day }, ...lineColumns()];
  return (
    <div className="space-y-4">
      <p className="text-sm">
        Total since {spend.since}:{' '}
        <strong data-testid="provider-spend-total" className="text-lg tabular-nums">
          {dollars(spend.totalUsd)}
        </strong>{' '}
        <span className="text-muted-foreground">
          ({formatFixed(spend.total.calls, 0)} provider calls, {formatFixed(spend.total.failedCalls, 0)} failed, {formatFixed(spend.total.cacheHits, 0)} cache hits)
        </span>
      </p>
      <AdminTable
        caption="Provider spend by endpoint"
        columns={endpointColumns}
        rows={spend.byEndpoint}
        rowKey={(row) => `${row.provider}:${row.endpoint}`}
        emptyText={`No provider calls in the last ${PROVIDER_SPEND_DAYS} days.`}
      />
      <details className="rounded-lg border border-border bg-white px-4 py-2">
        <summary className="cursor-pointer text-sm font-medium">Spend by day</summary>
        <div className="pt-2">
          <AdminTable caption="Provider spend by day" columns={dayColumns} rows={days} rowKey={(row) => row.day} emptyText="No days." />
        </div>
      </details>
    </div>
  );
}
