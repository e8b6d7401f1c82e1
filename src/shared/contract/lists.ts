// Saved keyword lists and their imports (decision 029): the bodies and answers
// of /api/lists. A list's items are read, filtered, sorted and exported with the research rows'
// own vocabulary (researches.ts, keyword-filter-url.ts).
import { z } from 'zod';
import { keywordFilterQuerySchema } from '../filters/keyword-filter-url';
import { IMPORT_SOURCES, JOB_STATUS_VALUES, LIST_ADD_MAX, LIST_NAME_MAX, LIST_NOTE_MAX, LIST_REMOVE_MAX } from '../lists/import-limits';
import { INVALID_ID } from '../messages/validation';
import { checkStorable } from '../storable-text';
import { isoDateTimeSchema } from './common';
import { keywordRowSchema, rowsPageSchema } from './researches';

export const LIST_NAME_REQUIRED = 'Please give the list a name.';
export const LIST_NAME_TOO_LONG = `A list name can be at most ${LIST_NAME_MAX} characters.`;
export const LIST_NOTE_TOO_LONG = `A note can be at most ${LIST_NOTE_MAX} characters.`;
export const LIST_SELECTION_REQUIRED = 'Choose the keywords to add: their ranks, or a filter for all matching rows.';
export const LIST_REMOVAL_REQUIRED = 'Choose the keywords to remove: their ids, or a filter for all matching keywords.';

const idParam = (name: string) => z.uuid(INVALID_ID).meta({ param: { name, in: 'path' }, example: '6a2f4c1e-3b5d-4e7f-8a9b-0c1d2e3f4a5b' });

export const listIdParamSchema = z.object({ id: idParam('id') });
export const listJobParamSchema = z.object({ id: idParam('id'), jobId: idParam('jobId') });

export const listNameSchema = z
  .string(LIST_NAME_REQUIRED)
  .trim()
  .min(1, LIST_NAME_REQUIRED)
  .max(LIST_NAME_MAX, LIST_NAME_TOO_LONG)
  .superRefine(checkStorable)
  .meta({ example: 'Spring campaign' });

export const createListSchema = z
  .object({
    name: listNameSchema,
    /** The market the list's keywords are measured in; by default the first research's, else the United States / English. */
    locationCode: z.number().int().positive().optional(),
    languageCode: z.string().min(2).max(10).optional(),
  })
  .meta({ id: 'CreateKeywordList' });
export type CreateList = z.input<typeof createListSchema>;

export const renameListSchema = z.object({ name: listNameSchema }).meta({ id: 'RenameKeywordList' });

export const listSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    keywordCount: z.number().int(),
    totalVolume: z.number(),
    locationCode: z.number().int(),
    languageCode: z.string(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'KeywordListSummary' });
export type ListSummary = z.infer<typeof listSummarySchema>;

export const listsAnswerSchema = z
  .object({
    lists: z.array(listSummarySchema),
    /** Lists the plan allows (max_saved_projects); null when the plan sets none. */
    maxLists: z.number().int().nullable(),
  })
  .meta({ id: 'KeywordLists' });
export type ListsAnswer = z.infer<typeof listsAnswerSchema>;

export const importJobSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(JOB_STATUS_VALUES),
    totalBatches: z.number().int(),
    doneBatches: z.number().int(),
    totalItems: z.number().int(),
    doneItems: z.number().int(),
    unitsCharged: z.number().int(),
    /** Dollars the provider charged so far: admins only (null for everyone else). */
    providerCost: z.number().nullable(),
    error: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'ImportJob', description: 'An enrichment job: batches fetched so far, units charged.' });
export type ImportJob = z.infer<typeof importJobSchema>;

export const listHeaderSchema = listSummarySchema
  .extend({
    /** The latest import job of the list (a running one is what the progress bar follows). */
    job: importJobSchema.nullable(),
  })
  .meta({ id: 'KeywordList' });
export type ListHeader = z.infer<typeof listHeaderSchema>;

export const listItemSchema = keywordRowSchema
  .extend({ id: z.uuid(), note: z.string().nullable(), addedAt: isoDateTimeSchema })
  .meta({ id: 'KeywordListItem', description: 'One keyword of a list: the row of a research plus its note.' });
export type ListItem = z.infer<typeof listItemSchema>;

export const listItemsPageSchema = rowsPageSchema.extend({ rows: z.array(listItemSchema) }).meta({ id: 'KeywordListItemsPage' });
export type ListItemsPage = z.infer<typeof listItemsPageSchema>;

export const addFromResearchSchema = z
  .object({
    researchId: z.uuid(INVALID_ID),
    /** The chosen rows (their rank in the research). */
    ranks: z.array(z.number().int().min(0)).min(1).max(LIST_ADD_MAX).optional(),
    /** Or every row of the research that passes this filter (the rows route's parameters). */
    filter: keywordFilterQuerySchema.optional(),
  })
  .refine((body) => (body.ranks === undefined) !== (body.filter === undefined), { message: LIST_SELECTION_REQUIRED, path: ['ranks'] })
  .meta({ id: 'AddKeywordsFromResearch' });
export type AddFromResearch = z.input<typeof addFromResearchSchema>;
export type AddFromResearchInput = z.output<typeof addFromResearchSchema>;

export const addedAnswerSchema = z
  .object({ added: z.number().int(), alreadyInList: z.number().int(), keywordCount: z.number().int() })
  .meta({ id: 'KeywordsAdded' });

export const removeItemsSchema = z
  .object({
    /** The chosen keywords (their item ids). */
    ids: z.array(z.uuid(INVALID_ID)).min(1).max(LIST_REMOVE_MAX).optional(),
    /** Or every keyword of the list that passes this filter (the items route's parameters). */
    filter: keywordFilterQuerySchema.optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), { message: LIST_REMOVAL_REQUIRED, path: ['ids'] })
  .meta({ id: 'RemoveListItems' });
export type RemoveItems = z.input<typeof removeItemsSchema>;
export type RemoveItemsInput = z.output<typeof removeItemsSchema>;
export const removedAnswerSchema = z.object({ removed: z.number().int() }).meta({ id: 'ListItemsRemoved' });

export const itemNoteSchema = z
  .object({ note: z.string().trim().max(LIST_NOTE_MAX, LIST_NOTE_TOO_LONG).nullable() })
  .meta({ id: 'ListItemNote' });
export const itemParamSchema = z.object({ id: idParam('id'), itemId: idParam('itemId') });

export const importBodySchema = z
  .object({
    /** The pasted text, or the text of a CSV/TXT file (the size limit is on the whole body). */
    text: z.string(),
    source: z.enum(IMPORT_SOURCES).default('paste'),
  })
  .meta({ id: 'ImportKeywords' });
export type ImportBody = z.input<typeof importBodySchema>;

export const importPreviewSchema = z
  .object({
    /** Lines read (empty ones left out). */
    rows: z.number().int(),
    /** Lines skipped: not a valid keyword, or holding a character that cannot be stored. */
    invalid: z.number().int(),
    /** Of the invalid lines, those with a character that cannot be stored (NUL, a broken character; decision 038). */
    unstorable: z.number().int(),
    refused: z
      .array(z.object({ row: z.number().int(), keyword: z.string(), reason: z.string() }))
      .meta({ description: 'The first 20 invalid lines with the rule each breaks (row: its place among the non-empty lines, from 1). Nothing is charged for them.' }),
    duplicates: z.number().int(),
    /** Keywords not yet in the list. */
    newKeywords: z.number().int(),
    alreadyInList: z.number().int(),
    /** New keywords whose metrics are in the cache: added at once, free. */
    cached: z.number().int(),
    /** New keywords the job fetches, in batches. */
    toFetch: z.number().int(),
    /** Keyword research units the job takes (one per batch). */
    units: z.number().int(),
    /** The expected provider cost in dollars, before anything is fetched: admins only (null for everyone else). */
    estimatedCost: z.number().nullable(),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importStartedSchema = importPreviewSchema
  .extend({ job: importJobSchema.nullable() })
  .meta({ id: 'ImportStarted', description: 'What was added at once (cached) and the job that fetches the rest (null when nothing is left to fetch).' });
export type ImportStarted = z.infer<typeof importStartedSchema>;
