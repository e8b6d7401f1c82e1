// What the queries and opportunity routes answer (decision 066), one service for the REST routes and
// the MCP tool (decision 062): the caller's own property (another user's is the same "not found"),
// the asked range resolved against the stored days, then a page of the queries or of one view.
import type { OpportunitiesPage, QueriesPage, QueriesQuery } from '../../../shared/contract/search-console.js';
import { opportunities, type OpportunityKind } from '../../../shared/search-console/opportunities.js';
import type { DbOrTx } from '../../db/client.js';
import { readQueriesPage, readQueryFigures, readQueryPageFigures, resolveRange } from './figures-read.js';
import { findOwnProperty } from './property-store.js';
import { trackedKeywordsOf } from './tracked-keywords.js';

interface RangePage {
  from?: string | undefined;
  to?: string | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
}

export async function queriesOfProperty(db: DbOrTx, userId: string, propertyId: string, query: QueriesQuery): Promise<QueriesPage> {
  const property = await findOwnProperty(db, propertyId, userId);
  const range = await resolveRange(db, property.id, query);
  return readQueriesPage(db, property.id, range, query);
}

export async function opportunitiesOfProperty(db: DbOrTx, userId: string, propertyId: string, kind: OpportunityKind, query: RangePage): Promise<OpportunitiesPage> {
  const property = await findOwnProperty(db, propertyId, userId);
  const range = await resolveRange(db, property.id, query);
  const [queries, pages, tracked] = await Promise.all([
    readQueryFigures(db, property.id, range),
    kind === 'striking-distance' ? readQueryPageFigures(db, property.id, range) : Promise.resolve([]),
    kind === 'untracked' ? trackedKeywordsOf(db, userId) : Promise.resolve(new Set<string>()),
  ]);
  const found = opportunities(kind, queries, pages, tracked);
  const offset = query.offset ?? 0;
  const rows = found.slice(offset, offset + (query.limit ?? 100));
  return { rows, total: found.length, offset, from: range.from, to: range.to };
}
