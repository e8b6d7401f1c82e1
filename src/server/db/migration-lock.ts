// Migrations (and other start-up writes such as the plan catalogue) run under one PostgreSQL
// advisory lock, so any number of app servers can start together on an empty database: the first
// migrates, the others wait and then find nothing left to do. A session lock, so a server killed
// while holding it releases it with its connection.
import type pg from 'pg';

// Any fixed 64-bit number unique to this purpose within the database.
export const STARTUP_LOCK_KEY = 7_340_012_001;

export async function withPostgresStartupLock<T>(pool: pg.Pool, run: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await run();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    holder.release();
  }
}
