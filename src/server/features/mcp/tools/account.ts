// get_usage and list_researches: the quota left (GET /api/billing/subscription's summary, in the
// words the tool forms use) and the research history (GET /api/researches's reader).
import { z } from 'zod';
import { historyQuerySchema, RESEARCH_KIND_VALUES } from '../../../../shared/contract/researches.js';
import { UNLIMITED } from '../../../../shared/constants/limits.js';
import { QUOTA_TOOLS, TOOL_UNITS } from '../../../../shared/messages/billing.js';
import { quotaLeftText } from '../../../../shared/quota-left.js';
import { withoutSpend } from '../../../http/spend-visibility.js';
import { getSubscriptionSummary } from '../../billing/index.js';
import { listResearches } from '../../research-results/index.js';
import { defineTool, validated } from '../tool-kit.js';

const quotaLine = z.object({
  quota: z.enum(QUOTA_TOOLS),
  unit: z.string(),
  used: z.number(),
  limit: z.number().nullable().describe('Null: unlimited.'),
  left: z.number().nullable().describe('Null: unlimited.'),
  text: z.string().nullable(),
});

export const getUsage = defineTool({
  name: 'get_usage',
  title: 'Usage and quota left',
  description: 'Your plan, the current period, and per quota (keyword researches, SERP analyses, related keywords, competitor reads) what is used and left. Free: spends no quota.',
  scope: 'tools',
  input: {},
  output: {
    plan: z.string().nullable(),
    isTrial: z.boolean().nullable(),
    periodEnd: z.string().nullable().describe('When the quotas reset (trials do not reset).'),
    quotas: z.array(quotaLine),
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(context) {
    const summary = await getSubscriptionSummary(context.deps.database.db, context.user.id);
    const { plan, usage, subscription } = summary;
    if (!plan || !usage || !subscription) return { summary: 'No active subscription: choose a plan in the app first.', structured: { plan: null, isTrial: null, periodEnd: null, quotas: [] } };
    const figures = {
      keywords: [usage.keywordsUsed, plan.keywordsPerMonth],
      serp: [usage.serpAnalysesUsed, plan.serpAnalysesPerMonth],
      related: [usage.relatedKeywordsUsed, plan.relatedKeywordsPerMonth],
      competitors: [usage.competitorReadsUsed, plan.competitorReadsPerMonth],
    } as const;
    const quotas = QUOTA_TOOLS.map((quota) => {
      const [used, limit] = figures[quota];
      const unlimited = limit === UNLIMITED;
      return { quota, unit: TOOL_UNITS[quota], used, limit: unlimited ? null : limit, left: unlimited ? null : Math.max(0, limit - used), text: quotaLeftText(summary, quota) };
    });
    return {
      summary: quotas.map((line) => line.text).filter(Boolean).join(' '),
      structured: { plan: plan.name, isTrial: subscription.isTrial, periodEnd: usage.periodEnd, quotas },
    };
  },
});

const researchLine = z.object({
  researchId: z.string(),
  kind: z.string(),
  seedKeyword: z.string(),
  locationCode: z.number(),
  languageCode: z.string(),
  totalResults: z.number(),
  isDemoData: z.boolean(),
  createdAt: z.string(),
});

export const listResearchesTool = defineTool({
  name: 'list_researches',
  title: 'Your researches',
  description: 'Your stored researches, newest first (50 per page): keyword researches, SERP analyses, related keywords, domain keywords and keyword gaps, the same as the app\'s history. Free: spends no quota.',
  scope: 'tools',
  input: {
    kind: z.enum(RESEARCH_KIND_VALUES).optional(),
    keyword: z.string().optional().describe('Part of the seed keyword (any case).'),
    cursor: z.string().optional().describe('nextCursor of the previous page.'),
  },
  output: { researches: z.array(researchLine), nextCursor: z.string().nullable() },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(context, args) {
    const query = validated(historyQuerySchema, args);
    const page = withoutSpend(await listResearches(context.deps.database.db, context.user.id, query));
    const researches = page.researches.map((r) => ({
      researchId: r.id,
      kind: r.kind,
      seedKeyword: r.seedKeyword,
      locationCode: r.locationCode,
      languageCode: r.languageCode,
      totalResults: r.totalResults,
      isDemoData: r.isDemoData,
      createdAt: r.createdAt,
    }));
    const more = page.nextCursor ? ` More: call again with cursor="${page.nextCursor}".` : '';
    return { summary: `${researches.length} researches.${more}`, structured: { researches, nextCursor: page.nextCursor } };
  },
});
