// The auth feature's public entry: what other features may use of the signed-in state.
export { useAuth, type AuthState } from './auth-provider';
export { ME_QUERY_KEY, usePublicConfig, type Me, type PublicConfig } from './use-me';
