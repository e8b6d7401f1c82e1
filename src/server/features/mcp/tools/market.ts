// The market fields every tool run shares, with the app's defaults; the product's request schemas
// check them after.
import { z } from 'zod';
import { DEFAULT_LANGUAGE_CODE } from '../../../../shared/constants/languages.js';
import { DEFAULT_LOCATION_CODE } from '../../../../shared/constants/locations.js';

export const marketInput = {
  languageCode: z.string().default(DEFAULT_LANGUAGE_CODE).describe('Language code, e.g. en, de, fr.'),
  locationCode: z.number().int().default(DEFAULT_LOCATION_CODE).describe('Location code, e.g. 2840 United States, 2826 United Kingdom, 2276 Germany.'),
};
