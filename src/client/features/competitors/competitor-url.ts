// The competitor screen's address: which tool is open (?tool=, or ?tab=), which run is shown (?id=), what the
// forms hold (a target, your site and the competitors, the market, the rows to read, a list or a
// research to find competitors for) and the gap table's view, so a run opened by URL, a bookmark
// or "Compare in keyword gap" shows the same screen. Pure, so the rules are unit-tested.
import { COMPETITOR_FILTER_PARAMS, COMPETITOR_RESEARCH_KINDS, type CompetitorResearchKind } from '@shared/contract/competitors';
import { GAP_CATEGORIES, type GapCategory } from '@shared/competitors/gap-rules';
import { GAP_OPPORTUNITY_VIEW } from '@shared/competitors/gap-view';
import { KEYWORD_FILTER_PARAM_KEYS, RANGE_PARAM } from '@shared/filters/keyword-filter-url';
import { PATHS } from '../../lib/paths';
import { TOOL_QUERY_PARAMS } from '../../components/tool-inputs/tool-input-values';

export const COMPETITOR_PARAMS = {
  tool: 'tool',
  /** Read as `tool` when `tool` is absent; a tab's click writes `tool`. */
  tab: 'tab',
  id: 'id',
  target: 'target',
  own: 'own',
  /** One per competitor (repeated: an address may hold a comma). */
  competitor: 'vs',
  rows: 'rows',
  /** The gap's scope when not every keyword (`scope=untapped`). */
  scope: 'scope',
  source: 'source',
  list: 'list',
  research: 'research',
  megaDomains: 'mega',
  /** `view=all`: the gap table shows what its filters say, even with none (no first view). */
  view: 'view',
} as const;

/** Every key of the table's view: filters, sort and the page's own `view`. */
const VIEW_KEYS = [...KEYWORD_FILTER_PARAM_KEYS, ...Object.values(COMPETITOR_FILTER_PARAMS), 'sort', 'direction', COMPETITOR_PARAMS.view];

export const DISCOVERY_SOURCES = ['domain', 'list', 'research'] as const;
export type DiscoverySource = (typeof DISCOVERY_SOURCES)[number];

/** Other names an address may give a tool: the tab's own word ("discovery"). */
const TOOL_ALIASES: Readonly<Record<string, CompetitorResearchKind>> = { discovery: 'competitors' };

/**
 * The open tool: `?tool=` (what the screen writes), or `?tab=` (what a hand-written link says);
 * a tool's name or the tab's word ("gap", "discovery").
 */
export function readCompetitorTool(params: URLSearchParams): CompetitorResearchKind {
  const asked = (params.get(COMPETITOR_PARAMS.tool) ?? params.get(COMPETITOR_PARAMS.tab) ?? '').trim().toLowerCase();
  return COMPETITOR_RESEARCH_KINDS.find((kind) => kind === asked) ?? TOOL_ALIASES[asked] ?? 'domain';
}

/** The address of one tool's form, keeping the market and whatever the forms already hold. */
export function toolTabParams(current: URLSearchParams, tool: CompetitorResearchKind): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of [TOOL_QUERY_PARAMS.languageCode, TOOL_QUERY_PARAMS.locationCode, COMPETITOR_PARAMS.target, COMPETITOR_PARAMS.own, COMPETITOR_PARAMS.rows, COMPETITOR_PARAMS.scope]) {
    const value = current.get(key);
    if (value !== null) next.set(key, value);
  }
  for (const competitor of current.getAll(COMPETITOR_PARAMS.competitor)) next.append(COMPETITOR_PARAMS.competitor, competitor);
  next.set(COMPETITOR_PARAMS.tool, tool);
  return next;
}

export interface GapFormSeed {
  own: string;
  competitors: readonly string[];
  languageCode: string;
  locationCode: number;
}

/** The gap form filled with these sites and market ("Compare in keyword gap"); nothing runs until the user asks. */
export function gapFormHref({ own, competitors, languageCode, locationCode }: GapFormSeed): string {
  const params = new URLSearchParams({ [COMPETITOR_PARAMS.tool]: 'gap' });
  if (own.trim() !== '') params.set(COMPETITOR_PARAMS.own, own.trim());
  for (const competitor of competitors) params.append(COMPETITOR_PARAMS.competitor, competitor);
  params.set(TOOL_QUERY_PARAMS.languageCode, languageCode);
  params.set(TOOL_QUERY_PARAMS.locationCode, String(locationCode));
  return `${PATHS.competitors}?${params.toString()}`;
}

/**
 * Where a run opens: its tool and id, keeping what the forms hold (`base`, the current address)
 * but no earlier table view; a gap opens on its first view (the opportunities).
 */
export function competitorRunHref(kind: CompetitorResearchKind, researchId: string, base: URLSearchParams = new URLSearchParams()): string {
  const params = new URLSearchParams(base);
  for (const key of VIEW_KEYS) params.delete(key);
  params.set(COMPETITOR_PARAMS.tool, kind);
  params.set(COMPETITOR_PARAMS.id, researchId);
  return `${PATHS.competitors}?${(kind === 'gap' ? gapOpportunityParams(params) : params).toString()}`;
}

const VOLUME = RANGE_PARAM.volume;
const DIFFICULTY = RANGE_PARAM.difficulty;
const GAP = COMPETITOR_FILTER_PARAMS.gapCategories;
const BRAND = COMPETITOR_FILTER_PARAMS.brand;

/** The gap table's first view (GAP_OPPORTUNITY_VIEW) written over the address's view. */
export function gapOpportunityParams(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(COMPETITOR_PARAMS.view);
  next.set(GAP, GAP_OPPORTUNITY_VIEW.categories.join(','));
  next.set(VOLUME, `${GAP_OPPORTUNITY_VIEW.minVolume}..`);
  next.set(DIFFICULTY, `..${GAP_OPPORTUNITY_VIEW.maxDifficulty}`);
  if (GAP_OPPORTUNITY_VIEW.excludeBrand) next.set(BRAND, 'exclude');
  next.set('sort', GAP_OPPORTUNITY_VIEW.sort.key);
  next.set('direction', GAP_OPPORTUNITY_VIEW.sort.direction);
  return next;
}

/** A gap opened without any view in its address (the history, a bare link) gets the first view. */
export function needsGapFirstView(params: URLSearchParams): boolean {
  return !VIEW_KEYS.some((key) => params.has(key));
}

/** The gap table's tabs: the opportunities, every keyword, or one category. */
export type GapTab = 'opportunities' | 'all' | GapCategory;

export function readGapTab(params: URLSearchParams): GapTab {
  const listed = (params.get(GAP) ?? '').split(',').filter((part) => part !== '');
  if (listed.length === 0) return 'all';
  if (listed.length === 1) return GAP_CATEGORIES.find((category) => category === listed[0]) ?? 'all';
  const opportunities: readonly string[] = GAP_OPPORTUNITY_VIEW.categories;
  return listed.length === opportunities.length && listed.every((part) => opportunities.includes(part)) ? 'opportunities' : 'all';
}

/** A tab's address: Opportunities sets the whole first view; the others change the category alone, keeping the other filters. */
export function gapTabParams(current: URLSearchParams, tab: GapTab): URLSearchParams {
  if (tab === 'opportunities') return gapOpportunityParams(current);
  const next = new URLSearchParams(current);
  next.set(COMPETITOR_PARAMS.view, 'all');
  if (tab === 'all') next.delete(GAP);
  else next.set(GAP, tab);
  return next;
}

/** Brand keywords of the compared sites left out (the first view) or shown. */
export function brandExcluded(params: URLSearchParams): boolean {
  return params.get(BRAND) === 'exclude';
}

export function withBrandExcluded(current: URLSearchParams, excluded: boolean): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set(COMPETITOR_PARAMS.view, 'all');
  if (excluded) next.set(BRAND, 'exclude');
  else next.delete(BRAND);
  return next;
}
