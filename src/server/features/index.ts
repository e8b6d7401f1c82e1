// One line per feature: where its routes live under /api, each taken from the feature's public entry
// (its index.ts, decision 017). Chained, so the type of the whole API (ApiRoutes,
// src/server/api-type.ts) carries every declared route to the browser's typed client.
import type { AppDeps } from '../deps.js';
import { createApiRouter } from '../http/openapi.js';
import { accountsRoutes } from './accounts/index.js';
import { adminRoutes } from './admin/index.js';
import { apiKeysRoutes } from './api-keys/index.js';
import { filterPresetsRoutes } from './filter-presets/index.js';
import { ideaTabRoutes } from './idea-tabs/index.js';
import { billingRoutes } from './billing/index.js';
import { competitorRoutes } from './competitors/index.js';
import { listsRoutes } from './lists/index.js';
import { marketsRoutes } from './markets/index.js';
import { outboxRoutes } from './outbox/index.js';
import { preferencesRoutes } from './preferences/index.js';
import { profileRoutes } from './profile/index.js';
import { projectsRoutes } from './projects/index.js';
import { relatedRoutes } from './related/index.js';
import { researchRoutes } from './research-runner/index.js';
import { researchExportRoutes, researchesRoutes } from './research-results/index.js';
import { searchConsoleRoutes } from './search-console/index.js';
import { serpRoutes } from './serp/index.js';
import { keywordValueRoutes } from './keyword-value/index.js';
import { keywordDetailRoutes } from './keyword-detail/index.js';
import { researchShareRoutes, shareLinkRoutes, sharedRoutes } from './share-links/index.js';
import { spellingRoutes } from './spelling/index.js';

export { avatarFileRoutes } from './profile/index.js';
export { apiKeyAuthentication } from './api-keys/index.js';
export { noIndex } from './share-links/index.js';
export { MCP_PATH, mcpRoutes } from './mcp/index.js';

export function featureApiRoutes(deps: AppDeps) {
  return createApiRouter()
    .basePath('/api')
    .route('/account', accountsRoutes(deps))
    .route('/research', researchRoutes(deps))
    .route('/researches', researchesRoutes(deps))
    .route('/researches', researchExportRoutes(deps))
    .route('/researches', researchShareRoutes(deps))
    .route('/researches', ideaTabRoutes(deps))
    .route('/share-links', shareLinkRoutes(deps))
    .route('/shared', sharedRoutes(deps))
    .route('/serp', serpRoutes(deps))
    .route('/keyword-value', keywordValueRoutes(deps))
    .route('/keyword-detail', keywordDetailRoutes(deps))
    .route('/related', relatedRoutes(deps))
    .route('/competitors', competitorRoutes(deps))
    .route('/spelling', spellingRoutes(deps))
    .route('/markets', marketsRoutes(deps))
    .route('/billing', billingRoutes(deps))
    .route('/profile', profileRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .route('/outbox', outboxRoutes(deps))
    .route('/api-keys', apiKeysRoutes(deps))
    .route('/filter-presets', filterPresetsRoutes(deps))
    .route('/preferences', preferencesRoutes(deps))
    .route('/lists', listsRoutes(deps))
    .route('/search-console', searchConsoleRoutes(deps))
    .route('/projects', projectsRoutes(deps));
}

export type ApiRoutes = ReturnType<typeof featureApiRoutes>;
