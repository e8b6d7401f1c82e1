// Runs the three competitor tools for a user (decision 052): the plan's rows-per-run limit, the
// quota (one competitor read per 1,000 rows asked for; discovery one), the provider question
// (cached 7 days, single-flight across servers through the request flights), the run stored as a
// research with its rows in the quota's transaction, and the slim answer. The same parts price the
// run before it is run (quote*), so the quote says what is then charged.
import type { CompetitorDiscoveryRequest, CompetitorRunStarted, DomainKeywordsRequest, KeywordGapRequest } from '../../../shared/contract/competitors.js';
import type { ToolQuote } from '../../../shared/contract/quote.js';
import { brandsOf } from '../../../shared/competitors/brand-terms.js';
import { readsFor } from '../../../shared/competitors/run-limits.js';
import { isMegaDomain, MEGA_DOMAINS } from '../../../shared/competitors/mega-domains.js';
import { estimateCompetitorRowsCost, estimateDiscoveryCost } from '../../../shared/costs.js';
import { COMPETITOR_DEMO_NOTE, competitorRowsOverPlan } from '../../../shared/messages/competitors.js';
import { isDemoProviderName } from '../../providers/profiles.js';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { keywordResearch } from '../../db/schema/index.js';
import { InvalidInputError } from '../../domain/errors.js';
import type { ProviderAnswer, KeywordDataProvider } from '../../providers/types.js';
import { asProviderFailed } from '../../providers/provider-failed.js';
import { readLeftOutSites } from '../preferences/index.js';
import { quoteRun, requirePaidAccess, runCharges, startPaidRequest, withQuotaBundle, type PaidRequestDeps, type QuotaCharge, type QuotedPart } from '../billing/index.js';
import { categoryCounts, domainKeywordRows, gapRows, positionBands } from './competitor-rows.js';
import { storeCompetitorRun, type CompetitorSnapshot, type NewCompetitorRun } from './competitor-store.js';
import { resolveDiscoverySource, type FoundCompetitor } from './discovery-source.js';

export interface CompetitorServiceDeps extends PaidRequestDeps {
  db: Db;
  provider: KeywordDataProvider;
}

/** One competitor run's plan: its charges, its provider question and what it stores. */
interface RunPlan<T> {
  kind: CompetitorRunStarted['kind'];
  requestKey: string;
  units: number;
  estimateUsd: number;
  fetch: (signal?: AbortSignal) => Promise<ProviderAnswer<T>>;
  store: (answer: ProviderAnswer<T>) => Omit<NewCompetitorRun, 'userId' | 'providerCost' | 'provider'>;
}

/** A run of N reads is N units of the competitor quota; a repeat of the same run is the same keys (free when cached within 24 h). */
function chargesOf(plan: { requestKey: string; units: number }): QuotaCharge[] {
  return Array.from({ length: plan.units }, (_, i) => ({ tool: 'competitors' as const, requestKey: i === 0 ? plan.requestKey : `${plan.requestKey}#${i + 1}` }));
}

async function requireRowsAllowed(db: Db, userId: string, rows: number): Promise<void> {
  const { plan } = await requirePaidAccess(db, userId, new Date());
  if (rows > plan.competitorRowsPerRun) throw new InvalidInputError(competitorRowsOverPlan(rows, plan.competitorRowsPerRun), 'limit', { code: 'ROWS_OVER_PLAN' });
}

const market = (r: { languageCode: string; locationCode: number }) => ({ languageCode: r.languageCode, locationCode: r.locationCode });

function freshness(answer: ProviderAnswer<unknown>): { cached: boolean; fetchedAt: string | null } {
  return { cached: answer.cached ?? false, fetchedAt: answer.fetchedAt ?? null };
}

function domainPlan(provider: KeywordDataProvider, request: DomainKeywordsRequest): RunPlan<Awaited<ReturnType<KeywordDataProvider['getRankedKeywords']>>['data']> {
  const { target, limit } = request;
  return {
    kind: 'domain',
    requestKey: `domain:${JSON.stringify([target.label, request.locationCode, request.languageCode, limit])}`,
    units: readsFor(limit),
    estimateUsd: estimateCompetitorRowsCost(limit),
    fetch: (signal) => provider.getRankedKeywords({ target, limit, ...market(request), signal }),
    store: (answer) => {
      const coverage = answer.data.coverage;
      return {
        kind: 'domain',
        label: target.label,
        request: { target: target.label, targetKind: target.kind, ...market(request), limit },
        ...market(request),
        resultLimit: limit,
        rows: (id) => domainKeywordRows(id, answer.data.keywords, target.host),
        snapshot: baseSnapshot(answer, {
          sites: [{ label: target.label, kind: target.kind, role: 'own', index: 0 }],
          source: { kind: 'domain', id: null, name: target.label },
          rowLimit: limit,
          coverage,
          summary: answer.data.summary,
        }),
      };
    },
  };
}

function gapPlan(provider: KeywordDataProvider, request: KeywordGapRequest): RunPlan<Awaited<ReturnType<KeywordDataProvider['getKeywordGap']>>['data']> {
  const { own, competitors, scope, limit } = request;
  const labels = [own.label, ...competitors.map((c) => c.label)];
  return {
    kind: 'gap',
    requestKey: `gap:${JSON.stringify([labels, request.locationCode, request.languageCode, scope, limit])}`,
    units: readsFor(limit),
    estimateUsd: estimateCompetitorRowsCost(limit),
    fetch: (signal) => provider.getKeywordGap({ own, competitors, scope, limit, ...market(request), signal }),
    store: (answer) => ({
      kind: 'gap',
      label: `${own.label} vs ${competitors.map((c) => c.label).join(', ')}`,
      request: { own: own.label, competitors: competitors.map((c) => c.label), ...market(request), scope, limit },
      ...market(request),
      resultLimit: limit,
      rows: (id) => gapRows(id, answer.data.keywords, [own.host, ...competitors.map((c) => c.host)]),
      snapshot: baseSnapshot(answer, {
        sites: [own, ...competitors].map((site, index) => ({ label: site.label, kind: site.kind, role: index === 0 ? 'own' : 'competitor', index })),
        source: { kind: 'domain', id: null, name: own.label },
        scope,
        rowLimit: limit,
        coverage: answer.data.coverage,
        brands: brandsOf([own.host, ...competitors.map((c) => c.host)]),
      }),
    }),
  };
}

function baseSnapshot(answer: ProviderAnswer<unknown>, parts: Partial<CompetitorSnapshot> & Pick<CompetitorSnapshot, 'sites' | 'source' | 'coverage'>): CompetitorSnapshot {
  return {
    scope: null,
    rowLimit: null,
    summary: null,
    storedBands: { pos1: 0, pos2to3: 0, pos4to10: 0, pos11to20: 0, pos21to100: 0, notRanking: 0, estimatedTraffic: 0 },
    competitors: [],
    megaDomainsLeftOut: 0,
    categoryCounts: null,
    brands: [],
    providerCalls: answer.cached ? 0 : parts.coverage.calls,
    demoNote: isDemoProviderName(answer.provider) ? COMPETITOR_DEMO_NOTE : null,
    ...freshness(answer),
    ...parts,
  };
}

async function discoveryPlan(deps: CompetitorServiceDeps, userId: string, request: CompetitorDiscoveryRequest) {
  const source = await resolveDiscoverySource(deps.db, userId, request);
  const { limit, includeMegaDomains } = request;
  // The user's list is our filter over the provider's answer, not part of the question: editing it
  // keeps the same cache entry and quota key, so a run repeated after an edit is a free cached repeat.
  const leftOut = await readLeftOutSites(deps.db, userId);
  const plan: RunPlan<{ competitors: FoundCompetitor[]; totalCount: number }> = {
    kind: 'competitors',
    requestKey: `competitors:${JSON.stringify([source.key, source.market.locationCode, source.market.languageCode, limit, includeMegaDomains])}`,
    units: 1,
    estimateUsd: estimateDiscoveryCost(limit),
    // Mega-domains are left out after the answer (a name.* entry cannot be sent as an exact name), so enough are asked for to fill the list.
    // The headroom is the default list's length whatever the user's list holds, so the question stays the same.
    fetch: (signal) => source.fetch(deps.provider, includeMegaDomains ? limit : limit + MEGA_DOMAINS.length, signal),
    store: (answer) => {
      const all = answer.data.competitors.map((c) => ({ ...c, isMegaDomain: isMegaDomain(c.domain, leftOut) }));
      const kept = (includeMegaDomains ? all : all.filter((c) => !c.isMegaDomain)).slice(0, limit);
      const rows = answer.data.totalCount;
      return {
        kind: 'competitors',
        label: source.label,
        request: { source: request.source, ...source.requestFields, ...source.market, limit, includeMegaDomains },
        ...source.market,
        resultLimit: limit,
        rows: () => [],
        snapshot: baseSnapshot(answer, {
          sites: source.sites,
          source: source.report,
          coverage: { totalCount: rows, rowsRead: answer.data.competitors.length, truncated: answer.data.competitors.length < rows, volumeFloor: null, calls: 1 },
          competitors: kept.map(({ domain, sharedKeywords, avgPosition, estimatedTraffic, keywords, visibility, isMegaDomain }) => ({ domain, sharedKeywords, avgPosition, estimatedTraffic, keywords, visibility, isMegaDomain })),
          megaDomainsLeftOut: includeMegaDomains ? 0 : all.filter((c) => c.isMegaDomain).length,
        }),
      };
    },
  };
  return plan;
}

async function run<T>(deps: CompetitorServiceDeps, userId: string, plan: RunPlan<T>): Promise<CompetitorRunStarted> {
  const paid = startPaidRequest(deps);
  const charges = chargesOf(plan);
  try {
    return await withQuotaBundle(
      deps.db,
      { userId, charges },
      async () => {
        const answer = await plan.fetch(paid.signal);
        const cached = answer.cached ?? false;
        return {
          // The provider's bill is booked once, on the first unit.
          outcomes: charges.map((_, i) => ({ providerCost: i === 0 ? answer.providerCost : 0, cached })),
          store: async (tx: Tx, charged: ReadonlyArray<0 | 1>) => {
            const stored = plan.store(answer);
            let rowsWritten: ReturnType<NewCompetitorRun['rows']> = [];
            const researchId = await storeCompetitorRun(tx, {
              ...stored,
              userId,
              providerCost: answer.providerCost,
              provider: answer.provider,
              rows: (id) => (rowsWritten = stored.rows(id)),
              snapshot: stored.snapshot,
            });
            // The bands and categories over the rows as stored, kept in the snapshot for the report.
            if (rowsWritten.length > 0) await updateSnapshot(tx, researchId, { ...stored.snapshot, storedBands: positionBands(rowsWritten), ...(plan.kind === 'gap' ? { categoryCounts: categoryCounts(rowsWritten) } : {}) });
            const value: CompetitorRunStarted = {
              researchId,
              kind: plan.kind,
              status: 'complete',
              totalResults: stored.snapshot.coverage.totalCount,
              providerCost: answer.providerCost,
              isDemoData: deps.provider.isDemo,
              cached,
              fetchedAt: answer.fetchedAt ?? null,
              charges: runCharges(charges.map((charge, i) => ({ tool: charge.tool, answer, charged: charged[i] ?? 0 }))).charges,
              coverage: stored.snapshot.coverage,
              demoNote: stored.snapshot.demoNote,
            };
            return { value, resultIds: charges.map(() => researchId) };
          },
        };
      },
      paid.quota,
    );
  } catch (error) {
    throw asProviderFailed(error);
  }
}

async function updateSnapshot(tx: Tx, researchId: string, snapshot: CompetitorSnapshot): Promise<void> {
  await tx.update(keywordResearch).set({ snapshot }).where(eq(keywordResearch.id, researchId));
}

function quote<T>(deps: CompetitorServiceDeps, userId: string, plan: RunPlan<T>, showDollars: boolean): Promise<ToolQuote[]> {
  // One cache peek answers every unit of the run.
  let probe: Promise<ProviderAnswer<T>> | null = null;
  const parts: QuotedPart[] = chargesOf(plan).map((charge, i) => ({
    charge,
    estimateUsd: i === 0 ? plan.estimateUsd : 0,
    probe: () => (probe ??= plan.fetch()),
  }));
  return quoteRun(deps.db, userId, parts, { showDollars });
}

export async function runDomainKeywords(deps: CompetitorServiceDeps, input: { userId: string; request: DomainKeywordsRequest }): Promise<CompetitorRunStarted> {
  await requireRowsAllowed(deps.db, input.userId, input.request.limit);
  return run(deps, input.userId, domainPlan(deps.provider, input.request));
}

export async function quoteDomainKeywords(deps: CompetitorServiceDeps, input: { userId: string; request: DomainKeywordsRequest; showDollars: boolean }): Promise<ToolQuote[]> {
  await requireRowsAllowed(deps.db, input.userId, input.request.limit);
  return quote(deps, input.userId, domainPlan(deps.provider, input.request), input.showDollars);
}

export async function runKeywordGap(deps: CompetitorServiceDeps, input: { userId: string; request: KeywordGapRequest }): Promise<CompetitorRunStarted> {
  await requireRowsAllowed(deps.db, input.userId, input.request.limit);
  return run(deps, input.userId, gapPlan(deps.provider, input.request));
}

export async function quoteKeywordGap(deps: CompetitorServiceDeps, input: { userId: string; request: KeywordGapRequest; showDollars: boolean }): Promise<ToolQuote[]> {
  await requireRowsAllowed(deps.db, input.userId, input.request.limit);
  return quote(deps, input.userId, gapPlan(deps.provider, input.request), input.showDollars);
}

export async function runDiscovery(deps: CompetitorServiceDeps, input: { userId: string; request: CompetitorDiscoveryRequest }): Promise<CompetitorRunStarted> {
  return run(deps, input.userId, await discoveryPlan(deps, input.userId, input.request));
}

export async function quoteDiscovery(deps: CompetitorServiceDeps, input: { userId: string; request: CompetitorDiscoveryRequest; showDollars: boolean }): Promise<ToolQuote[]> {
  return quote(deps, input.userId, await discoveryPlan(deps, input.userId, input.request), input.showDollars);
}
