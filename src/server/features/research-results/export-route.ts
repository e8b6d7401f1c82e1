// GET /api/researches/{id}/export?format=csv|txt|json&<filter>&sort=&direction=: the research's
// rows that pass the filter, in the table's sort, streamed (export-stream.ts) as a download named after the seed, the market and the
// day. The owner or an admin may export; anyone else gets the same 404 as a missing id.
import { createRoute, z } from '@hono/zod-openapi';
import type { SQL } from 'drizzle-orm';
import { rowsOrderFromQuery, type RowsOrder } from '../../../shared/contract/researches.js';
import { researchExportQuerySchema, researchIdParamsSchema, type ResearchExportQuery } from '../../../shared/contract/researches-export.js';
import { exportFileName, utcDateStamp, type ExportFormat, type ExportKind } from '../../../shared/export/export-file-name.js';
import { exportMonths, MONTH_WINDOW_ROWS, type FullExportRow } from '../../../shared/export/export-layout.js';
import { keywordFilterFromQuery } from '../../../shared/filters/keyword-filter-url.js';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { InvalidInputError } from '../../domain/errors.js';
import { currentUser, requireUser } from '../../http/guards.js';
import { PROVIDER_PROFILES } from '../../providers/profiles.js';
import { commonRefusals, createApiRouter, refusal } from '../../http/openapi.js';
import type { SessionUser } from '../../http/types.js';
import { readStoredClusters } from './clusters-reader.js';
import { keywordFilterCondition } from './keyword-filter-sql.js';
import { findResearchForViewer, type ResearchRow } from './research-access.js';
import { storedSeeds } from './research-records.js';
import { readExportRows } from './export-rows.js';
import { contentDisposition, EXPORT_CONTENT_TYPES, exportStream } from './export-stream.js';
import { LIST_ROW_COLUMNS, listRowSource, researchRows, type RowSource } from './row-source.js';

const SERP_NOT_EXPORTED = 'A SERP analysis has no keyword rows to export.';
const NO_KEYWORD_ROWS_EXPORTED = 'A competitor discovery has no keyword rows to export: its competitors are in its report.';

/** The 200 answer of every export route (a research's, a list's, a share link's). */
export const EXPORT_FILE_ANSWER = {
  description: 'The export file (Content-Disposition names it).',
  content: {
    'text/csv': { schema: z.string() },
    'text/plain': { schema: z.string() },
    'application/json': { schema: z.array(z.record(z.string(), z.unknown())) },
  },
};

const exportRoute = createRoute({
  method: 'get',
  path: '/{id}/export',
  tags: ['Researches'],
  summary: "Download a research's keyword rows (filtered) as CSV, TXT or JSON",
  description: 'Streamed: any number of rows. Columns: the table columns, location, language, the 12 monthly search volumes and the trend.',
  middleware: [requireUser] as const,
  request: { params: researchIdParamsSchema, query: researchExportQuerySchema },
  responses: {
    200: EXPORT_FILE_ANSWER,
    400: commonRefusals[400],
    401: commonRefusals[401],
    404: refusal('No such research, or it is not yours.'),
  },
});

async function findExportableResearch(db: Db, researchId: string, viewer: SessionUser) {
  return exportableKind(await findResearchForViewer(db, researchId, viewer));
}

/** The first rows read ahead (they decide the month columns), then the rest, still lazily. */
async function readAhead(rows: AsyncGenerator<FullExportRow>, count: number) {
  const head: FullExportRow[] = [];
  while (head.length < count) {
    const next = await rows.next();
    if (next.done) break;
    head.push(next.value);
  }
  async function* all() {
    yield* head;
    yield* rows;
  }
  return { head, all: all() };
}

export interface ExportOf {
  source: RowSource;
  condition: SQL | undefined;
  order: RowsOrder;
  kind: ExportKind;
  /** A gap's sites, yours first: each gets a position and a URL column. */
  sites?: readonly string[];
  /** What the file is named after: the seed keyword, or a list's name. */
  name: string;
  /** A saved list's file says so ("list-…"); a research's is named by its kind. */
  fileKind?: 'list';
  locationCode: number;
  languageCode: string;
  createdAt: Date;
  format: ExportFormat;
  /** A multi-seed research's other seeds (decision 025): the file says "-plus-N-more". */
  moreSeeds?: number;
}

/** The streamed download of a research's or a list's rows (the same columns, order and file name rule). */
export async function exportResponse(db: Db, what: ExportOf): Promise<Response> {
  const { head, all } = await readAhead(readExportRows(db, { source: what.source, condition: what.condition, order: what.order }), MONTH_WINDOW_ROWS);
  // A list's cluster column names each cluster by its pillar keyword, from all of the list's items (not only the view's).
  const list = what.fileKind === 'list' ? { clusterPillars: new Map((await readStoredClusters(db, what.source)).map((c) => [c.clusterId, c.pillar])) } : undefined;
  const layout = { kind: what.kind, locationCode: what.locationCode, languageCode: what.languageCode, months: exportMonths(head, what.createdAt), providers: PROVIDER_PROFILES, ...(list ? { list } : {}), ...(what.sites ? { sites: what.sites } : {}) };
  const fileName = exportFileName({
    kind: what.fileKind ?? what.kind,
    seed: what.name,
    locationCode: what.locationCode,
    languageCode: what.languageCode,
    day: utcDateStamp(new Date()),
    moreSeeds: what.moreSeeds,
    format: what.format,
  });
  return new Response(exportStream(all, what.format, layout), {
    status: 200,
    headers: {
      'Content-Type': EXPORT_CONTENT_TYPES[what.format],
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': 'private, no-store',
    },
  });
}

/** What a research's export holds and is named after, for the view `query` asks for. */
export function researchExportOf(research: ResearchRow & { kind: ExportKind }, query: ResearchExportQuery): ExportOf {
  const { format, sort, direction, ...filterQuery } = query;
  return {
    source: researchRows(research),
    condition: keywordFilterCondition(keywordFilterFromQuery(filterQuery), { language: research.languageCode }),
    order: rowsOrderFromQuery({ sort, direction }),
    kind: research.kind,
    ...(research.kind === 'gap' ? { sites: gapSitesOf(research.snapshot) } : {}),
    name: research.seedKeyword,
    locationCode: research.locationCode,
    languageCode: research.languageCode,
    createdAt: research.createdAt,
    format,
    moreSeeds: storedSeeds(research.seedKeyword, research.request).length - 1,
  };
}

/** What a saved list's export holds and is named after ("list-…"), for the view `query` asks for. */
export function listExportOf(
  list: { id: string; name: string; locationCode: number; languageCode: string; updatedAt: Date },
  query: ResearchExportQuery,
): ExportOf {
  const { format, sort, direction, ...filterQuery } = query;
  return {
    source: listRowSource(list.id),
    condition: keywordFilterCondition(keywordFilterFromQuery(filterQuery), { language: list.languageCode }, LIST_ROW_COLUMNS),
    order: rowsOrderFromQuery({ sort, direction }),
    kind: 'keywords',
    fileKind: 'list',
    name: list.name,
    locationCode: list.locationCode,
    languageCode: list.languageCode,
    createdAt: list.updatedAt,
    format,
  };
}

const EXPORT_KINDS: Partial<Record<string, ExportKind>> = { keywords: 'keywords', related: 'related', domain: 'domain', gap: 'gap', ideas: 'keywords' };

/** A research of keyword rows (a SERP analysis and a competitor discovery have none: 400), with its kind narrowed. */
export function exportableKind<R extends ResearchRow>(research: R): R & { kind: ExportKind } {
  const kind = EXPORT_KINDS[research.kind] ?? null;
  if (kind === null) throw new InvalidInputError(research.kind === 'serp' ? SERP_NOT_EXPORTED : NO_KEYWORD_ROWS_EXPORTED);
  return { ...research, kind };
}

/** A gap's sites in column order, as its stored report names them. */
function gapSitesOf(snapshot: unknown): string[] {
  const sites = (snapshot as { sites?: Array<{ label?: unknown }> } | null)?.sites ?? [];
  return sites.map((site) => (typeof site.label === 'string' ? site.label : ''));
}

export function researchExportRoutes(deps: AppDeps) {
  return createApiRouter().openapi(exportRoute, async (c) => {
    const db = deps.database.db;
    const research = await findExportableResearch(db, c.req.valid('param').id, currentUser(c));
    return exportResponse(db, researchExportOf(research, c.req.valid('query')));
  });
}
