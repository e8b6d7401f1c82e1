// The API keys feature's public entry (decision 021): its routes and the authentication middleware.
export { actAsKeyOwner, apiKeyAuthentication, apiKeyResolver } from './api-key-auth.js';
export { createLastUsedStamper } from './last-used.js';
export { apiKeysRoutes } from './routes.js';
export { API_KEY_USAGE, withAccess } from './openapi-security.js';
