// The auth feature's public entry: what other features and the app shell (main.tsx, the prerender,
// components/layout) may use of the signed-in state. Both modules are in the first page's chunk anyway.
export { AuthProvider, useAuth, type AuthState } from './auth-provider';
export { ME_QUERY_KEY, usePublicConfig, type Me, type PublicConfig } from './use-me';
