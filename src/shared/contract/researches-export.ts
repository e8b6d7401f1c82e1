// GET /api/researches/{id}/export: the format and the keyword
// filter's and the sort's query parameters (src/shared/filters/keyword-filter-url.ts), so an export holds exactly
// the rows the filtered table shows, in its order.
import { z } from 'zod';
import { EXPORT_FORMATS } from '../export/export-file-name';
import { keywordFilterQuerySchema } from '../filters/keyword-filter-url';
import { uuidSchema } from '../validation';
import { rowsSortQuerySchema } from './researches';

export const EXPORT_FORMAT_INVALID = 'The export format must be csv, txt or json.';

export const researchIdParamsSchema = z.object({
  id: uuidSchema.meta({ param: { name: 'id', in: 'path' }, example: '3f1c2a4e-8b7d-4c39-9e61-2d5b7a0c9f14' }),
});

export const researchExportQuerySchema = keywordFilterQuerySchema.extend(rowsSortQuerySchema.shape).extend({
  format: z.enum(EXPORT_FORMATS, { message: EXPORT_FORMAT_INVALID }).default('csv').meta({ description: 'csv (with a UTF-8 BOM), txt (tab-separated) or json (an array of camelCase objects).', example: 'csv' }),
});

export type ResearchExportQuery = z.infer<typeof researchExportQuerySchema>;
