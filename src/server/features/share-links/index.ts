// The share links feature's public entry (decision 030): its routers and the noindex header.
export { researchShareRoutes, shareLinkRoutes, sharedRoutes } from './routes.js';
export { NOINDEX, noIndex } from './robots.js';
export { createShareLink, listShareLinks } from './share-store.js';
