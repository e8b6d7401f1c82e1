// The bundled snapshot of the provider's lists (markets-snapshot.json, DataForSEO Labs
// locations_and_languages): the demo provider's lists and every server's lists until the first
// successful fetch. Imported only by code that needs the full list, so visitor pages stay light.
import snapshot from './markets-snapshot.json' with { type: 'json' };
import { marketListsSchema, withSpecMarketsFirst, type MarketLists } from './market-lists';

export const BUNDLED_MARKETS: MarketLists = withSpecMarketsFirst(marketListsSchema.parse(snapshot));
