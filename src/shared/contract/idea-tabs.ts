// The idea tabs of a keyword research (decision 061):
//   GET  /api/researches/{id}/idea-tabs              each tab's latest stored run (a research of kind 'ideas')
//   POST /api/researches/{id}/idea-tabs/{tab}/quote  what running the tab would take (RunQuote)
//   POST /api/researches/{id}/idea-tabs/{tab}        runs the tab: its rows stored, read like any research's
// `{id}` is the keyword research or any of its tabs' runs; the tabs always belong to the keyword research.
import { z } from 'zod';
import { IDEA_TABS } from '../ideas/idea-tabs';
import { IDEA_TAB_INVALID } from '../messages/idea-tabs';
import { providerCostShape } from './common';
import { researchIdParamSchema } from './researches';


export const ideaTabParamSchema = researchIdParamSchema.extend({
  tab: z.enum(IDEA_TABS, IDEA_TAB_INVALID).meta({ param: { name: 'tab', in: 'path' }, example: 'questions' }),
});

export const ideaTabStateSchema = z.object({
  tab: z.enum(IDEA_TABS),
  /** The tab's latest run, or null before it was run. */
  researchId: z.uuid().nullable(),
  totalResults: z.number().int(),
  createdAt: z.string().nullable(),
});

export const ideaTabsSchema = z
  .object({
    /** The keyword research the tabs belong to. */
    researchId: z.uuid(),
    seedKeyword: z.string(),
    locationCode: z.number().int(),
    languageCode: z.string(),
    tabs: z.array(ideaTabStateSchema),
  })
  .meta({ id: 'IdeaTabs' });

export const ideaTabRunSchema = z
  .object({
    researchId: z.uuid(),
    parentResearchId: z.uuid(),
    tab: z.enum(IDEA_TABS),
    status: z.literal('complete'),
    totalResults: z.number().int(),
    /** True when every provider answer came from the cache (then nothing was charged). */
    cached: z.boolean(),
    ...providerCostShape,
    isDemoData: z.boolean(),
  })
  .meta({ id: 'IdeaTabRun' });

export type IdeaTabs = z.infer<typeof ideaTabsSchema>;
export type IdeaTabState = z.infer<typeof ideaTabStateSchema>;
export type IdeaTabRun = z.infer<typeof ideaTabRunSchema>;
