// The Hono environment shared by every route: the resolved user (or null) per request.
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
  };
}
