// What the three competitor forms hold, read from the address (then the browser's last market, then
// the defaults) and written back when a run starts, and each form's request body built from them,
// checked with the server's own rules first (a typed target, 1 to 10 distinct competitors), so a
// field says what is wrong before anything is asked or spent. Pure, so it is unit-tested.
import { COMPETITOR_ROW_LIMIT_OPTIONS, DEFAULT_COMPETITOR_ROW_LIMIT, DEFAULT_DISCOVERY_LIMIT, type CompetitorRowLimit } from '@shared/competitors/run-limits';
import { gapTargetsProblem } from '@shared/competitors/gap-targets';
import { GAP_MAX_COMPETITORS } from '@shared/competitors/gap-limits';
import { parseCompetitorTarget, type CompetitorTarget } from '@shared/competitors/target';
import { GAP_SCOPES, type CompetitorDiscoveryBody, type DomainKeywordsBody, type GapScope, type KeywordGapBody } from '@shared/contract/competitors-request';
import { DISCOVERY_NEEDS_SITE } from '@shared/messages/competitors';
import { resolveToolInputs, TOOL_QUERY_PARAMS } from '../../components/tool-inputs/tool-input-values';
import type { MarketValue } from '../../components/tool-inputs/market-fields';
import type { StorageKey } from '../../lib/storage';
import { COMPETITOR_PARAMS, DISCOVERY_SOURCES, type DiscoverySource } from './competitor-url';

export interface CompetitorFormValues {
  market: MarketValue;
  /** Domain keywords' and a site's discovery's target, as typed. */
  target: string;
  /** The gap's own site and competitors, as typed (empty boxes included). */
  own: string;
  competitors: string[];
  rows: CompetitorRowLimit;
  /** The gap's scope: every keyword, or only those your site does not rank for. */
  scope: GapScope;
  source: DiscoverySource;
  listId: string;
  researchId: string;
  includeMegaDomains: boolean;
}

/** Competitor boxes the gap form opens with before any is filled. */
const FIRST_COMPETITOR_BOXES = 3;

export function readCompetitorForm(params: URLSearchParams, readStored: (key: StorageKey) => string | null): CompetitorFormValues {
  const { languageCode, locationCode } = resolveToolInputs(params, readStored);
  const rows = Number(params.get(COMPETITOR_PARAMS.rows));
  const competitors = params.getAll(COMPETITOR_PARAMS.competitor).slice(0, GAP_MAX_COMPETITORS);
  const source = DISCOVERY_SOURCES.find((each) => each === params.get(COMPETITOR_PARAMS.source));
  const scope = GAP_SCOPES.find((each) => each === params.get(COMPETITOR_PARAMS.scope));
  return {
    market: { languageCode, locationCode },
    target: params.get(COMPETITOR_PARAMS.target) ?? '',
    own: params.get(COMPETITOR_PARAMS.own) ?? '',
    competitors: competitors.length >= FIRST_COMPETITOR_BOXES ? competitors : [...competitors, ...Array<string>(FIRST_COMPETITOR_BOXES - competitors.length).fill('')],
    rows: COMPETITOR_ROW_LIMIT_OPTIONS.find((option) => option === rows) ?? DEFAULT_COMPETITOR_ROW_LIMIT,
    scope: scope ?? 'all',
    source: source ?? (params.has(COMPETITOR_PARAMS.list) ? 'list' : params.has(COMPETITOR_PARAMS.research) ? 'research' : 'domain'),
    listId: params.get(COMPETITOR_PARAMS.list) ?? '',
    researchId: params.get(COMPETITOR_PARAMS.research) ?? '',
    includeMegaDomains: params.get(COMPETITOR_PARAMS.megaDomains) === '1',
  };
}

/** The address after a run starts: the form's fields replace theirs, the rest stays. */
export function writeCompetitorForm(current: URLSearchParams, values: CompetitorFormValues): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set(TOOL_QUERY_PARAMS.languageCode, values.market.languageCode);
  next.set(TOOL_QUERY_PARAMS.locationCode, String(values.market.locationCode));
  const text = (key: string, value: string) => (value.trim() === '' ? next.delete(key) : next.set(key, value.trim()));
  text(COMPETITOR_PARAMS.target, values.target);
  text(COMPETITOR_PARAMS.own, values.own);
  next.delete(COMPETITOR_PARAMS.competitor);
  for (const competitor of values.competitors) if (competitor.trim() !== '') next.append(COMPETITOR_PARAMS.competitor, competitor.trim());
  if (values.rows === DEFAULT_COMPETITOR_ROW_LIMIT) next.delete(COMPETITOR_PARAMS.rows);
  else next.set(COMPETITOR_PARAMS.rows, String(values.rows));
  if (values.scope === 'all') next.delete(COMPETITOR_PARAMS.scope);
  else next.set(COMPETITOR_PARAMS.scope, values.scope);
  return next;
}

/** A form's body, or what is wrong with it (by field, for the field to say). */
export type Built<B> = { ok: true; body: B } | { ok: false; errors: Partial<Record<'target' | 'own' | 'competitors' | 'source', string>>; empty: boolean };

function targetOf(text: string): { target: CompetitorTarget | null; error: string | null } {
  const parsed = parseCompetitorTarget(text);
  return parsed.ok ? { target: parsed.target, error: null } : { target: null, error: parsed.error };
}

export function buildDomainBody(values: CompetitorFormValues): Built<DomainKeywordsBody> {
  const { error } = targetOf(values.target);
  if (error !== null) return { ok: false, errors: { target: error }, empty: values.target.trim() === '' };
  return { ok: true, body: { target: values.target.trim(), ...values.market, limit: values.rows } };
}

export function buildDiscoveryBody(values: CompetitorFormValues): Built<CompetitorDiscoveryBody> {
  const common = { limit: DEFAULT_DISCOVERY_LIMIT, includeMegaDomains: values.includeMegaDomains };
  if (values.source === 'list') {
    return values.listId === '' ? { ok: false, errors: { source: 'Choose a saved list.' }, empty: true } : { ok: true, body: { source: 'list', listId: values.listId, ...common } };
  }
  if (values.source === 'research') {
    return values.researchId === '' ? { ok: false, errors: { source: 'Choose a research.' }, empty: true } : { ok: true, body: { source: 'research', researchId: values.researchId, ...common } };
  }
  const { target, error } = targetOf(values.target);
  if (error !== null) return { ok: false, errors: { target: error }, empty: values.target.trim() === '' };
  if (target && target.kind !== 'domain' && target.kind !== 'subdomain') return { ok: false, errors: { target: DISCOVERY_NEEDS_SITE }, empty: false };
  return { ok: true, body: { source: 'domain', target: values.target.trim(), ...values.market, ...common } };
}

export function buildGapBody(values: CompetitorFormValues): Built<KeywordGapBody> {
  const own = targetOf(values.own);
  const typed = values.competitors.map((each) => each.trim()).filter((each) => each !== '');
  const parsed = typed.map(targetOf);
  const errors: Partial<Record<'own' | 'competitors', string>> = {};
  if (own.error !== null) errors.own = own.error;
  const firstBad = parsed.find((each) => each.error !== null);
  if (firstBad?.error) errors.competitors = firstBad.error;
  else if (own.target) {
    const problem = gapTargetsProblem(own.target, parsed.flatMap((each) => (each.target ? [each.target] : [])));
    if (problem !== null) errors.competitors = problem;
  }
  if (errors.own !== undefined || errors.competitors !== undefined) return { ok: false, errors, empty: values.own.trim() === '' && typed.length === 0 };
  return { ok: true, body: { own: values.own.trim(), competitors: typed, ...values.market, scope: values.scope, limit: values.rows } };
}
