// The auth feature's public entry: the provider of the signed-in state (main.tsx, the prerender),
// and for other features the state itself, which lives in src/client/lib so that components read it
// without importing a feature. All of it is in the first page's chunk anyway.
export { AuthProvider } from './auth-provider';
export { useAuth, type AuthState } from '../../lib/auth-state';
export { ME_QUERY_KEY, usePublicConfig, type Me, type PublicConfig } from '../../lib/use-me';
