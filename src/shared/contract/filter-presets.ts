// /api/filter-presets: the signed-in user's saved keyword filters. A preset's
// filter is the URL codec's query text (keyword-filter-url.ts), validated strictly and stored
// canonically; applying one is the browser writing that text into the page's URL.
import { z } from 'zod';
import { FILTER_PRESET_FILTER_MAX, FILTER_PRESET_NAME_MAX, FILTER_PRESETS_PER_USER } from '../constants/limits';
import { readPresetFilterText } from '../filters/filter-preset-text';
import { FILTER_PRESET_NAME_REQUIRED, FILTER_PRESET_NAME_TOO_LONG } from '../messages/filter-presets';
import { INVALID_ID } from '../messages/validation';
import { checkStorable } from '../storable-text';
import { isoDateTimeSchema } from './common';

export const filterPresetNameSchema = z
  .string(FILTER_PRESET_NAME_REQUIRED)
  .trim()
  .min(1, FILTER_PRESET_NAME_REQUIRED)
  .max(FILTER_PRESET_NAME_MAX, FILTER_PRESET_NAME_TOO_LONG)
  .superRefine(checkStorable)
  .meta({ description: 'A name that says what the filter is for.', example: 'Low KD, no freebies' });

const filterTextSchema = z
  .string('The filter must be text.')
  .max(FILTER_PRESET_FILTER_MAX, 'The filter is too long.')
  .transform((raw, ctx) => {
    const read = readPresetFilterText(raw);
    if (!read.ok) {
      ctx.addIssue({ code: 'custom', message: read.message });
      return z.NEVER;
    }
    return read.text;
  })
  .meta({
    description: "The filter as the results page's URL writes it (ranges vol, kd, cpc, comp; words inc/exc with incm/excm; wc; intent; qs; q).",
    example: 'vol=100..5000&kd=..40&exc=free',
  });

export const createFilterPresetSchema = z.object({ name: filterPresetNameSchema, filter: filterTextSchema }).meta({ id: 'CreateFilterPreset' });
export const renameFilterPresetSchema = z.object({ name: filterPresetNameSchema }).meta({ id: 'RenameFilterPreset' });

export const filterPresetIdParamsSchema = z.object({
  id: z.uuid(INVALID_ID).meta({ param: { name: 'id', in: 'path' }, example: '3c1e9a7b-52d4-4f0e-8b6a-7d2f1e0c9a44' }),
});

export const filterPresetSchema = z
  .object({
    id: z.uuid(),
    name: z.string().meta({ example: 'Low KD, no freebies' }),
    filter: z.string().meta({ example: 'vol=100..5000&kd=..40&exc=free' }),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'FilterPreset' });

export const filterPresetListSchema = z
  .object({ presets: z.array(filterPresetSchema), limit: z.number().int().meta({ example: FILTER_PRESETS_PER_USER }) })
  .meta({ id: 'FilterPresetList' });

export type FilterPreset = z.infer<typeof filterPresetSchema>;
