// GET /api/markets (decision 024): the provider's location and language lists as the tool forms
// offer them, where they came from and when they were last fetched.
import { marketsResponseSchema } from '../markets/market-lists';

export const marketsAnswerSchema = marketsResponseSchema.meta({ id: 'Markets', description: 'Every location and language the keyword provider supports.' });
