// The Hono environment shared by every route: the resolved user (or null) per request, and the
// API key it came with, if any.
import type { ApiKeyScope } from '../../shared/contract/api-keys.js';
import type { Role } from '../../shared/permissions.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  roles: Role[];
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
    /** The API key a request authenticated with (decision 021); null for a browser session. */
    apiKey: { id: string; scope: ApiKeyScope } | null;
  };
}
