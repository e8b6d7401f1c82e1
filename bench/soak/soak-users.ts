// The soak's people, made the way people make themselves: sign-up, the verification mail's link,
// sign-in. An admin (ADMIN_EMAILS) then moves each to the unlimited admin tier through the admin
// subscription route, as tests raise quotas: a day of research would use up any paid plan.
import { linkIn, type MailCatcher } from '../../tests/support/mail-catcher.js';
import type { Recorder } from './recorder.js';
import { SoakClient } from './soak-client.js';
import { SOAK_ADMIN_EMAIL, SOAK_ORIGIN } from './soak-stack.js';

export interface SoakUser {
  index: number;
  email: string;
  password: string;
  id: string;
  client: SoakClient;
  apiKey: string;
  listId: string;
  /** Ids of the user's keyword researches, newest last (the ones their reads pick from). */
  researchIds: string[];
  /** Import jobs not yet seen finished. */
  openJobs: string[];
  /** An import request is on its way (its job id is not known yet). */
  isImporting: boolean;
  /** Set while the session is swapped (sign-out, sign-in): no cookie request may use it then. */
  isSwapping: boolean;
  /** Cookie requests in flight: the session is swapped only when there are none. */
  cookieRequests: number;
  signedInAt: number;
}

const PASSWORD = 'soak-password-42';

/** A documentation address per person (198.18.0.0/15, benchmarking), so per-address limits count each apart. */
const addressOf = (index: number) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;

async function signUpAndIn(email: string, index: number, servers: () => string[], mail: MailCatcher, recorder: Recorder): Promise<{ client: SoakClient; id: string }> {
  const client = new SoakClient(servers, SOAK_ORIGIN, addressOf(index), recorder);
  await client.send({
    route: 'setup sign-up',
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: { email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true },
  });
  const message = await mail.waitFor(email, (m) => /confirm/i.test(m.subject), 30_000);
  // The link names the public origin; the soak reaches a server directly.
  const link = new URL(linkIn(message));
  const path = `${link.pathname}${link.search}`;
  // The mail can leave before the sign-up's transaction is visible to another connection.
  for (let attempt = 0; ; attempt++) {
    const verified = await client.send({ route: 'setup verify', method: 'GET', path, expect: attempt < 10 ? [200, 302, 401] : [200, 302] });
    if (verified && verified.status !== 401) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await client.send({ route: 'setup sign-in', method: 'POST', path: '/api/auth/sign-in/email', body: { email, password: PASSWORD } });
  const me = await client.send({ route: 'setup me', method: 'GET', path: '/api/account/me' });
  const id = (me?.json as { user: { id: string } | null } | null)?.user?.id;
  if (!id) throw new Error(`${email}: not signed in after verification`);
  return { client, id };
}

export async function createSoakUsers(count: number, servers: () => string[], mail: MailCatcher, recorder: Recorder): Promise<SoakUser[]> {
  const admin = await signUpAndIn(SOAK_ADMIN_EMAIL, 0, servers, mail, recorder);
  const users: SoakUser[] = [];
  // Four at a time: quick, without a burst the setup would be measuring.
  for (let start = 1; start <= count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start + 1) }, (_, i) => start + i);
    users.push(
      ...(await Promise.all(
        batch.map(async (index) => {
          const email = `soak-user-${index}@example.test`;
          const { client, id } = await signUpAndIn(email, index, servers, mail, recorder);
          await admin.client.send({ route: 'setup plan', method: 'PUT', path: `/api/admin/users/${id}/subscription`, body: { tier: 'admin', status: 'active' } });
          const key = await client.send({ route: 'setup api key', method: 'POST', path: '/api/api-keys', body: { name: 'Nightly script' }, expect: [200, 201] });
          const list = await client.send({ route: 'setup list', method: 'POST', path: '/api/lists', body: { name: 'Soak keywords', locationCode: 2840, languageCode: 'en' }, expect: [201] });
          const apiKey = (key?.json as { secret?: string } | null)?.secret;
          const listId = (list?.json as { id?: string } | null)?.id;
          if (!apiKey || !listId) throw new Error(`${email}: no API key or list (${JSON.stringify(key?.json)} ${JSON.stringify(list?.json)})`);
          const user: SoakUser = { index, email, password: PASSWORD, id, client, apiKey, listId, researchIds: [], openJobs: [], isImporting: false, isSwapping: false, cookieRequests: 0, signedInAt: Date.now() };
          return user;
        }),
      )),
    );
  }
  return users;
}
