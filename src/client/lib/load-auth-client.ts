// better-auth's browser client, loaded when a form first calls it rather than with the form's page:
// the sign-in and sign-up pages paint and hydrate without it (decision 031).
import type { authClient as AuthClient } from './auth-client';

export async function loadAuthClient(): Promise<typeof AuthClient> {
  return (await import('./auth-client')).authClient;
}
