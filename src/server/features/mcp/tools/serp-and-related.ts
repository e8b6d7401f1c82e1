// analyse_serp and related_keywords: the SERP analysis (POST /api/serp's service) and related
// keywords (POST /api/related's service), answered compactly.
import { z } from 'zod';
import { relatedRequestSchema } from '../../../../shared/contract/related-request.js';
import { serpRequestSchema } from '../../../../shared/contract/serp-request.js';
import { RELATED_DEPTHS, DEFAULT_RELATED_DEPTH, RELATED_PAGE_SIZE } from '../../../../shared/constants/limits.js';
import { MCP_SERP_RESULTS } from '../../../../shared/mcp/limits.js';
import { toolDeps } from '../../../deps.js';
import { quoteRelated, runRelatedSearch } from '../../related/index.js';
import { findSerpAnalysisForViewer, quoteSerp, runSerpAnalysis } from '../../serp/index.js';
import { rowsPageOutput } from '../compact-rows.js';
import { chargeFields, costOutput, estimateAnswer, estimateOnlyInput } from '../paid-run.js';
import { previewRows } from '../research-rows.js';
import { defineTool, validated } from '../tool-kit.js';
import { marketInput } from './market.js';

const serpResult = z.object({ position: z.number(), domain: z.string(), url: z.string(), title: z.string() });
const serpFeature = z.object({ type: z.string(), label: z.string(), count: z.number() });

export const analyseSerp = defineTool({
  name: 'analyse_serp',
  title: 'Analyse a SERP',
  description:
    'The top 10 organic Google results for a keyword in one market (position, domain, URL, title) and the SERP features on the page. ' +
    'Costs 1 SERP analysis unit (free when the same question was answered in the last 24 hours). Use estimateOnly first to see the cost.',
  scope: 'tools',
  input: { keyword: z.string().describe('The keyword to look up (2-200 characters).'), ...marketInput, ...estimateOnlyInput },
  output: {
    ...costOutput,
    researchId: z.string().nullable(),
    results: z.array(serpResult).nullable(),
    features: z.array(serpFeature).nullable(),
    isDemoData: z.boolean().nullable(),
  },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(context, { estimateOnly, ...fields }) {
    const request = validated(serpRequestSchema, fields);
    const deps = toolDeps(context.deps);
    const userId = context.user.id;
    if (estimateOnly) return estimateAnswer(context, (input) => quoteSerp(deps, input), request, { researchId: null, results: null, features: null, isDemoData: null });
    const started = await runSerpAnalysis(deps, { userId, request });
    const analysis = await findSerpAnalysisForViewer(deps.db, started.researchId, context.user);
    const cost = chargeFields(started.charges);
    const results = analysis.results.slice(0, MCP_SERP_RESULTS).map(({ position, domain, url, title }) => ({ position, domain, url, title }));
    const features = analysis.features.map(({ type, label, count }) => ({ type, label, count }));
    const top = results[0] ? ` #1 is ${results[0].domain}.` : '';
    return {
      summary: `SERP of "${request.keyword}": ${results.length} organic results, ${features.length} SERP features.${top} ${cost.charged}`,
      structured: { ...cost, researchId: started.researchId, results, features, isDemoData: started.isDemoData },
    };
  },
});

export const relatedKeywords = defineTool({
  name: 'related_keywords',
  title: 'Related keywords',
  description:
    `Keywords related to a seed (Google's "searches related to", walked ${RELATED_DEPTHS[0]}-${RELATED_DEPTHS[RELATED_DEPTHS.length - 1]} levels deep), one page of ${RELATED_PAGE_SIZE} per call, stored as a research. ` +
    'Costs 1 related keywords unit per page (free when the same page was answered in the last 24 hours). Use estimateOnly first to see the cost. ' +
    'For the next page call again with the same researchId and offset=nextOffset; read the rows with get_research_rows.',
  scope: 'tools',
  input: {
    keyword: z.string().describe('The seed keyword.'),
    ...marketInput,
    depth: z.number().int().default(DEFAULT_RELATED_DEPTH).describe(`How many levels of related searches to walk (${RELATED_DEPTHS.join(', ')}).`),
    offset: z.number().int().min(0).default(0).describe('0 for a new walk; nextOffset of the previous page for the next one.'),
    researchId: z.uuid().optional().describe('The research a further page is added to.'),
    ...estimateOnlyInput,
  },
  output: {
    ...costOutput,
    researchId: z.string().nullable(),
    totalResults: z.number().nullable(),
    added: z.number().nullable(),
    nextOffset: z.number().nullable(),
    hasMore: z.boolean().nullable(),
    topRows: z.object(rowsPageOutput).nullable(),
  },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(context, { estimateOnly, ...fields }) {
    const request = validated(relatedRequestSchema, fields);
    const deps = toolDeps(context.deps);
    const userId = context.user.id;
    if (estimateOnly) return estimateAnswer(context, (input) => quoteRelated(deps, input), request, { researchId: null, totalResults: null, added: null, nextOffset: null, hasMore: null, topRows: null });
    const page = await runRelatedSearch(deps, { userId, request });
    const { kind: _kind, seedKeyword: _seed, ...topRows } = await previewRows(context, page.researchId);
    const cost = chargeFields(page.charges);
    const more = page.hasMore ? ` More: call again with researchId=${page.researchId} and offset=${page.nextOffset}.` : '';
    return {
      summary: `${page.added} related keywords added to research ${page.researchId} (${page.totalResults} in the walk). ${cost.charged}${more}`,
      structured: { ...cost, researchId: page.researchId, totalResults: page.totalResults, added: page.added, nextOffset: page.hasMore ? page.nextOffset : null, hasMore: page.hasMore, topRows },
    };
  },
});
