// What the call ledger says the provider billed for a user's calls: a user's answers carry no
// dollars (only admins read them), so tests check the bill here.
import { eq } from 'drizzle-orm';
import { providerCalls } from '../../src/server/db/schema/index.js';
import type { TestApp } from './test-app.js';

export async function billedTo(app: TestApp, userId: string): Promise<number> {
  const rows = await app.deps.database.db.select({ cost: providerCalls.providerCost }).from(providerCalls).where(eq(providerCalls.userId, userId));
  return rows.reduce((sum, r) => sum + Number(r.cost), 0);
}
