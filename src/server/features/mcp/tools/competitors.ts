// competitor_keywords and keyword_gap: the competitor tools (POST /api/competitors/domain-keywords
// and /gap's services, decision 052), answered with their coverage and their first rows.
import { z } from 'zod';
import { domainKeywordsRequestSchema, GAP_SCOPES, keywordGapRequestSchema } from '../../../../shared/contract/competitors-request.js';
import { readCoverageSchema, type CompetitorRunStarted } from '../../../../shared/contract/competitors.js';
import { GAP_MAX_COMPETITORS } from '../../../../shared/competitors/gap-limits.js';
import { COMPETITOR_ROW_LIMIT_OPTIONS, DEFAULT_COMPETITOR_ROW_LIMIT } from '../../../../shared/competitors/run-limits.js';
import { toolDeps } from '../../../deps.js';
import { quoteDomainKeywords, quoteKeywordGap, runDomainKeywords, runKeywordGap } from '../../competitors/index.js';
import { rowsPageOutput } from '../compact-rows.js';
import { chargeFields, costOutput, estimateAnswer, estimateOnlyInput } from '../paid-run.js';
import { previewRows } from '../research-rows.js';
import { defineTool, validated, type ToolContext } from '../tool-kit.js';
import { marketInput } from './market.js';

const COST = 'Costs 1 competitor read unit per 1,000 rows asked for (free when the same question was answered in the last 24 hours). Use estimateOnly first to see the cost.';

const limitInput = z
  .number()
  .int()
  .default(DEFAULT_COMPETITOR_ROW_LIMIT)
  .describe(`Most rows to read, highest search volume first: ${COMPETITOR_ROW_LIMIT_OPTIONS.join(', ')} (at most your plan's rows per run).`);

const runOutput = {
  ...costOutput,
  researchId: z.string().nullable().describe('The stored run: read every row with get_research_rows.'),
  coverage: readCoverageSchema.nullable(),
  isDemoData: z.boolean().nullable(),
  topRows: z.object(rowsPageOutput).nullable(),
};

async function answerRun(context: ToolContext, started: CompetitorRunStarted, what: string) {
  const { kind: _kind, seedKeyword: _seed, ...topRows } = await previewRows(context, started.researchId);
  const cost = chargeFields(started.charges);
  const read = started.coverage.truncated ? `${started.coverage.rowsRead} of ${started.coverage.totalCount} rows read` : `${started.coverage.rowsRead} rows`;
  return {
    summary: `${what}: ${read}, stored as research ${started.researchId}. ${cost.charged}`,
    structured: { ...cost, researchId: started.researchId, coverage: started.coverage, isDemoData: started.isDemoData, topRows },
  };
}

const estimateOutput = { researchId: null, coverage: null, isDemoData: null, topRows: null } as const;

export const competitorKeywords = defineTool({
  name: 'competitor_keywords',
  title: 'Keywords a site ranks for',
  description: 'The keywords a domain, subdomain, folder or page ranks for in Google in one market, with position, URL, volume and estimated traffic. ' + COST,
  scope: 'tools',
  input: { target: z.string().describe('example.com, blog.example.com, example.com/blog/ or a page address.'), ...marketInput, limit: limitInput, ...estimateOnlyInput },
  output: runOutput,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(context, { estimateOnly, ...fields }) {
    const request = validated(domainKeywordsRequestSchema, fields);
    const deps = toolDeps(context.deps);
    const userId = context.user.id;
    if (estimateOnly) return estimateAnswer(context, (input) => quoteDomainKeywords(deps, input), request, estimateOutput);
    return answerRun(context, await runDomainKeywords(deps, { userId, request }), `Keywords of ${fields.target}`);
  },
});

export const keywordGap = defineTool({
  name: 'keyword_gap',
  title: 'Keyword gap',
  description:
    `Keywords your site and up to ${GAP_MAX_COMPETITORS} competitors rank for, each row with every site's position and a category (shared, missing, weak, strong, untapped, unique). ` +
    'scope "untapped" reads only keywords your site does not rank for. ' + COST,
  scope: 'tools',
  input: {
    own: z.string().describe('Your site, e.g. example.com.'),
    competitors: z.array(z.string()).min(1).max(GAP_MAX_COMPETITORS).describe('Competitor sites.'),
    ...marketInput,
    scope: z.enum(GAP_SCOPES).default('all'),
    limit: limitInput,
    ...estimateOnlyInput,
  },
  output: runOutput,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(context, { estimateOnly, ...fields }) {
    const request = validated(keywordGapRequestSchema, fields);
    const deps = toolDeps(context.deps);
    const userId = context.user.id;
    if (estimateOnly) return estimateAnswer(context, (input) => quoteKeywordGap(deps, input), request, estimateOutput);
    return answerRun(context, await runKeywordGap(deps, { userId, request }), `Keyword gap of ${fields.own} against ${fields.competitors.join(', ')}`);
  },
});
