export { MarketCatalog, MARKET_REFRESH_AFTER_MS, startMarketRefresh } from './market-catalog.js';
export { marketsRoutes } from './routes.js';
