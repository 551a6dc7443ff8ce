// One edit, one transaction (decision 0029). The domain opens its transactions here: what must
// not run inside one (removing a file from storage, the web apps' purge notice) waits for the
// commit, so it acts on what was decided and never on a write that was rolled back; and the
// call that opened the transaction returns only once it has run (a replaced image is gone when
// the answer says saved).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

type Waiting = { tasks: Array<() => Promise<void>>; open: boolean };
const waiting = new AsyncLocalStorage<Waiting>();

/**
 * Runs `work` in one database transaction (`trx` for raw knex queries; Strapi's queries join it
 * by themselves), or inside the one already open. The outermost call runs what waited for the
 * commit, in order, before it returns.
 */
export async function inTransaction<T>(strapi: Core.Strapi, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const joined = () => strapi.db.transaction(({ trx }) => work(trx as Knex.Transaction));
  if (waiting.getStore()?.open || strapi.db.inTransaction()) return joined();
  const after: Waiting = { tasks: [], open: true };
  try {
    const result = await waiting.run(after, joined);
    after.open = false;
    for (const task of after.tasks) await task();
    return result;
  } finally {
    after.open = false;
  }
}

/**
 * Runs `task` once the transaction open around this call has committed (at once outside one;
 * never when it rolls back). A failing task is logged: the commit it follows stands.
 */
export async function afterCommit(strapi: Core.Strapi, task: () => unknown): Promise<void> {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      strapi.log.warn(`Langkah setelah simpan gagal: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const after = waiting.getStore();
  if (after?.open) after.tasks.push(run);
  // A transaction opened elsewhere (Strapi's own, a script's): its commit runs the task.
  else if (strapi.db.inTransaction()) await strapi.db.transaction(async ({ onCommit }) => onCommit(() => void run()));
  else await run();
}

/**
 * Holds `key` until the transaction ends: PostgreSQL's advisory lock, shared by every CMS replica
 * (SQLite's one connection already runs one transaction at a time).
 */
export async function lockFor(strapi: Core.Strapi, trx: Knex.Transaction, key: string): Promise<void> {
  if (strapi.db.dialect.client === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [key]);
}
