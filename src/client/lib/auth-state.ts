// The signed-in state every screen reads (useAuth): the app shell's components and the features
// alike. It lives here, beside the query hooks it is made of, so components never import a
// feature; the auth feature's AuthProvider fills it (features/auth/auth-provider.tsx).
import { createContext, useContext } from 'react';
import type { Role } from '@shared/permissions';
import type { Me } from './use-me';

export interface AuthState {
  loading: boolean;
  user: NonNullable<Me['user']> | null;
  roles: Role[];
  isAdmin: boolean;
  displayName: string;
  avatarUrl: string | null;
  signOut: () => Promise<boolean>;
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
