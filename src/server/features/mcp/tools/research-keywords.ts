// research_keywords and get_research_rows: the keyword research tool (POST /api/research's service)
// and the rows of any stored research (GET /api/researches/{id}/rows's reader).
import { z } from 'zod';
import { researchRequestSchema } from '../../../../shared/contract/research-request.js';
import { RESEARCH_LIMIT_OPTIONS, DEFAULT_RESEARCH_LIMIT, MAX_SEEDS_PER_RESEARCH } from '../../../../shared/constants/limits.js';
import { toolDeps } from '../../../deps.js';
import { quoteResearch, runKeywordResearch } from '../../research-runner/index.js';
import { rowsPageInput, rowsPageOutput } from '../compact-rows.js';
import { chargeFields, costOutput, estimateAnswer, estimateOnlyInput } from '../paid-run.js';
import { previewRows, readResearchRows } from '../research-rows.js';
import { defineTool, validated } from '../tool-kit.js';
import { marketInput } from './market.js';

const researchIdOutput = z.string().nullable().describe('The stored research (null for an estimate): read its rows with get_research_rows.');

export const researchKeywords = defineTool({
  name: 'research_keywords',
  title: 'Research keywords',
  description:
    'Keyword ideas for one seed keyword (or up to ' + MAX_SEEDS_PER_RESEARCH + ' seeds) in one market, with search volume, difficulty, CPC and intent, stored as a research. ' +
    'Costs 1 keyword research unit per seed (free when the same question was answered in the last 24 hours). Use estimateOnly first to see the cost. ' +
    'Answers the research id and its top rows; read the rest with get_research_rows.',
  scope: 'tools',
  input: {
    keyword: z.string().optional().describe('The seed keyword (2-200 characters).'),
    seeds: z.array(z.string()).max(MAX_SEEDS_PER_RESEARCH).optional().describe('Several seeds instead of keyword.'),
    ...marketInput,
    limit: z.number().int().default(DEFAULT_RESEARCH_LIMIT).describe(`Ideas to fetch: ${RESEARCH_LIMIT_OPTIONS.join(', ')}.`),
    ...estimateOnlyInput,
  },
  output: {
    ...costOutput,
    researchId: researchIdOutput,
    totalResults: z.number().nullable(),
    isDemoData: z.boolean().nullable(),
    topRows: z.object(rowsPageOutput).nullable(),
  },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(context, { estimateOnly, ...fields }) {
    // The REST route's own schema and messages.
    const request = validated(researchRequestSchema, fields);
    const deps = toolDeps(context.deps);
    const userId = context.user.id;
    if (estimateOnly) return estimateAnswer(context, (input) => quoteResearch(deps, input), request, { researchId: null, totalResults: null, isDemoData: null, topRows: null });
    const started = await runKeywordResearch(deps, { userId, request });
    const { kind: _kind, seedKeyword: _seed, ...topRows } = await previewRows(context, started.researchId);
    const cost = chargeFields(started.charges);
    return {
      summary: `${started.totalResults} keyword ideas for "${request.keyword}" stored as research ${started.researchId}. ${cost.charged}`,
      structured: { ...cost, researchId: started.researchId, totalResults: started.totalResults, isDemoData: started.isDemoData, topRows },
    };
  },
});

export const getResearchRows = defineTool({
  name: 'get_research_rows',
  title: 'Read a research\'s rows',
  description:
    'A page of a stored research\'s keyword rows (keyword research, related keywords, domain keywords, keyword gap), filtered and sorted on the server like the results table. ' +
    'Free: spends no quota. Rows carry only the chosen columns; when truncated, call again with nextOffset.',
  scope: 'tools',
  input: {
    researchId: z.uuid().describe('A research id from another tool\'s answer or the app\'s address bar.'),
    ...rowsPageInput,
  },
  output: { researchId: z.string(), kind: z.string(), seedKeyword: z.string(), ...rowsPageOutput },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(context, { researchId, ...args }) {
    const page = await readResearchRows(context, researchId, args, 'get_research_rows');
    const more = page.nextPage ? ` ${page.nextPage}` : '';
    return {
      summary: `${page.rows.length} of ${page.totalMatching} matching rows (of ${page.totalRows}) of "${page.seedKeyword}", from offset ${page.offset}.${more}`,
      structured: { researchId, ...page },
    };
  },
});
