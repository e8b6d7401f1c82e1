// The saved lists' tools (decision 029's services, the /api/lists routes' own): reachable with a key
// of scope "tools and lists" only. Another user's list is the same "not found" as a missing one.
import { z } from 'zod';
import { createListSchema, importBodySchema, importPreviewSchema, LIST_REMOVAL_REQUIRED, LIST_SELECTION_REQUIRED } from '../../../../shared/contract/lists.js';
import { IMPORT_SOURCES, LIST_ADD_MAX, LIST_REMOVE_MAX } from '../../../../shared/lists/import-limits.js';
import { InvalidInputError } from '../../../domain/errors.js';
import { defaultColumnsFor } from '../../../../shared/mcp/limits.js';
import { withoutSpend } from '../../../http/spend-visibility.js';
import {
  addFromResearch,
  createList,
  findOwnList,
  latestJobOfList,
  listLists,
  listSummary,
  maxListsFor,
  previewImport,
  readListItemsPage,
  removeItems,
  startImport,
  toImportJob,
} from '../../lists/index.js';
import { compactPage, filterInput, rowsPageInput, rowsPageOutput } from '../compact-rows.js';
import { estimateOnlyInput } from '../paid-run.js';
import { filterQueryOf, rowsQueryOf } from '../research-rows.js';
import { defineTool, validated } from '../tool-kit.js';

const listLine = z.object({ listId: z.string(), name: z.string(), keywordCount: z.number(), totalVolume: z.number(), locationCode: z.number(), languageCode: z.string(), updatedAt: z.string() });
const toLine = (list: { id: string; name: string; keywordCount: number; totalVolume: number; locationCode: number; languageCode: string; updatedAt: string }) => ({
  listId: list.id,
  name: list.name,
  keywordCount: list.keywordCount,
  totalVolume: list.totalVolume,
  locationCode: list.locationCode,
  languageCode: list.languageCode,
  updatedAt: list.updatedAt,
});
const listIdInput = z.uuid().describe('A list id from list_keyword_lists.');
/** The routes' rule (addFromResearchSchema, removeItemsSchema): the chosen rows or a filter, exactly one. */
function oneOf(chosen: unknown, filter: unknown, message: string): void {
  if ((chosen === undefined) === (filter === undefined)) throw new InvalidInputError(message);
}

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export const listKeywordLists = defineTool({
  name: 'list_keyword_lists',
  title: 'Your keyword lists',
  description: 'Your saved keyword lists: name, keyword count, total volume, market, last change. Free: spends no quota. Needs a key of scope "Tools and lists".',
  scope: 'tools-and-lists',
  input: {},
  output: { lists: z.array(listLine), maxLists: z.number().nullable() },
  annotations: readOnly,
  async run(context) {
    const db = context.deps.database.db;
    const [lists, maxLists] = await Promise.all([listLists(db, context.user.id), maxListsFor(db, context.user.id)]);
    return { summary: `${lists.length} keyword lists.`, structured: { lists: lists.map(toLine), maxLists } };
  },
});

const jobOutput = z
  .object({ jobId: z.string(), status: z.string(), doneItems: z.number(), totalItems: z.number(), unitsCharged: z.number() })
  .nullable()
  .describe('The latest import job: keywords fetched so far and the units it charged.');

export const getKeywordList = defineTool({
  name: 'get_keyword_list',
  title: 'Read a keyword list',
  description: 'A page of a saved list\'s keywords with their metrics, filtered and sorted like a research\'s rows, and its latest import job. Free: spends no quota. Needs a key of scope "Tools and lists".',
  scope: 'tools-and-lists',
  input: { listId: listIdInput, ...rowsPageInput },
  output: { list: listLine, job: jobOutput, ...rowsPageOutput },
  annotations: readOnly,
  async run(context, { listId, ...args }) {
    const db = context.deps.database.db;
    const query = rowsQueryOf(args);
    const list = await findOwnList(db, listId, context.user.id);
    const [summary, job, page] = await Promise.all([listSummary(db, list), latestJobOfList(db, list.id), readListItemsPage(db, list, query)]);
    const compact = compactPage(page, args.columns ?? defaultColumnsFor('list'), 'get_keyword_list');
    const jobLine = job ? (({ id, status, doneItems, totalItems, unitsCharged }) => ({ jobId: id, status, doneItems, totalItems, unitsCharged }))(toImportJob(job, false)) : null;
    const more = compact.nextPage ? ` ${compact.nextPage}` : '';
    return {
      summary: `List "${summary.name}": ${compact.rows.length} of ${compact.totalMatching} matching keywords from offset ${compact.offset}.${more}`,
      structured: { list: toLine(summary), job: jobLine, ...compact },
    };
  },
});

export const createKeywordList = defineTool({
  name: 'create_keyword_list',
  title: 'Create a keyword list',
  description: 'Creates an empty saved keyword list (at most your plan\'s number of lists). Free: spends no quota. Needs a key of scope "Tools and lists".',
  scope: 'tools-and-lists',
  input: {
    name: z.string().describe('The list\'s name.'),
    locationCode: z.number().int().optional().describe('The market its keywords are measured in; default United States.'),
    languageCode: z.string().optional(),
  },
  output: { list: listLine },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  async run(context, args) {
    const db = context.deps.database.db;
    const list = await createList(db, context.user.id, validated(createListSchema, args));
    const summary = await listSummary(db, list);
    return { summary: `Created the list "${summary.name}" (${summary.id}).`, structured: { list: toLine(summary) } };
  },
});

export const addToKeywordList = defineTool({
  name: 'add_to_keyword_list',
  title: 'Add keywords to a list',
  description:
    'Adds keywords of one of your researches to a saved list, with their metrics: the chosen rows (their ranks) or every row passing a filter. ' +
    'Free: spends no quota; a keyword already in the list is not added again. Needs a key of scope "Tools and lists".',
  scope: 'tools-and-lists',
  input: {
    listId: listIdInput,
    researchId: z.uuid().describe('The research the keywords come from.'),
    ranks: z.array(z.number().int().min(0)).min(1).max(LIST_ADD_MAX).optional().describe('The rows\' rank values (from get_research_rows).'),
    filter: filterInput.describe('Or: every row passing this filter (get_research_rows\' vocabulary).'),
  },
  output: { added: z.number(), alreadyInList: z.number(), keywordCount: z.number() },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(context, { listId, ...body }) {
    const db = context.deps.database.db;
    oneOf(body.ranks, body.filter, LIST_SELECTION_REQUIRED);
    const filter = body.filter && filterQueryOf(body.filter);
    const list = await findOwnList(db, listId, context.user.id);
    const answer = await addFromResearch(db, list, context.user, { researchId: body.researchId, ranks: body.ranks, filter });
    return { summary: `Added ${answer.added} keywords (${answer.alreadyInList} were already in the list); it now holds ${answer.keywordCount}.`, structured: answer };
  },
});

export const removeFromKeywordList = defineTool({
  name: 'remove_from_keyword_list',
  title: 'Remove keywords from a list',
  description: 'Removes keywords from a saved list: the chosen ones (their item ids) or every keyword passing a filter. Free. Cannot be undone. Needs a key of scope "Tools and lists".',
  scope: 'tools-and-lists',
  input: {
    listId: listIdInput,
    ids: z.array(z.uuid()).min(1).max(LIST_REMOVE_MAX).optional().describe('The rows\' itemId values (from get_keyword_list).'),
    filter: filterInput.describe('Or: every keyword passing this filter (get_research_rows\' vocabulary).'),
  },
  output: { removed: z.number() },
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  async run(context, { listId, ...body }) {
    const db = context.deps.database.db;
    oneOf(body.ids, body.filter, LIST_REMOVAL_REQUIRED);
    const filter = body.filter && filterQueryOf(body.filter);
    const list = await findOwnList(db, listId, context.user.id);
    const removed = await removeItems(db, list, { ids: body.ids, filter });
    return { summary: `Removed ${removed} keywords.`, structured: { removed } };
  },
});

export const importToKeywordList = defineTool({
  name: 'import_to_keyword_list',
  title: 'Import keywords into a list',
  description:
    'Imports keywords (one per line, up to 64 KB per call) into a saved list. Costs 1 keyword research unit per batch of keywords fetched in the background; ' +
    'keywords whose metrics are cached are added at once for free. Use estimateOnly first: it answers what is new, cached, to fetch and the units, and changes nothing. ' +
    'Follow the job with get_keyword_list. Needs a key of scope "Tools and lists".',
  scope: 'tools-and-lists',
  input: {
    listId: listIdInput,
    text: z.string().describe('Keywords, one per line, or the text of a CSV or TXT file.'),
    source: z.enum(IMPORT_SOURCES).default('paste').describe('paste: one keyword per line; csv or txt: the text of such a file.'),
    ...estimateOnlyInput,
  },
  output: { ...importPreviewSchema.shape, estimateOnly: z.boolean(), jobId: z.string().nullable(), charged: z.string() },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(context, { listId, text, source, estimateOnly }) {
    const db = context.deps.database.db;
    const list = await findOwnList(db, listId, context.user.id);
    const body = validated(importBodySchema, { text, source });
    const deps = { db, provider: context.deps.provider };
    if (estimateOnly) {
      const preview = withoutSpend(await previewImport(deps, list, body, false));
      const charged = 'Nothing: estimate only.';
      return {
        summary: `Estimate only, nothing was changed: ${preview.newKeywords} new keywords, ${preview.cached} cached (free), ${preview.toFetch} to fetch for ${preview.units} keyword research units.`,
        structured: { ...preview, estimateOnly: true, jobId: null, charged },
      };
    }
    const { job, ...started } = withoutSpend(await startImport(deps, list, context.user.id, body, false));
    const charged = job
      ? `Nothing yet: the background job fetches ${started.toFetch} keywords and charges up to ${started.units} keyword research units as its batches finish.`
      : 'Nothing: every new keyword was cached.';
    return {
      summary: `Added ${started.cached} cached keywords at once; ${started.toFetch} are being fetched. ${charged}`,
      structured: { ...started, estimateOnly: false, jobId: job?.id ?? null, charged },
    };
  },
});
