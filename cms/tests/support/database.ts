// Straight to the test CMS's database (SQLite file or PostgreSQL), to check what is stored.
import Database from 'better-sqlite3';
import pg from 'pg';

/** A statement on the PostgreSQL server of the tests (TEST_DATABASE_URL): making and dropping their databases. */
export function adminQuery(statement: string) {
  return sql({ ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL }, statement);
}

/** Runs one statement with `?` placeholders; answers the rows (none for a write). */
export async function sql(env: NodeJS.ProcessEnv, statement: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> {
  if (env.DATABASE_URL) {
    let index = 0;
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(statement.replace(/\?/g, () => `$${++index}`), params)).rows;
    } finally {
      await client.end();
    }
  }
  const db = new Database(env.DATABASE_FILENAME!);
  try {
    const prepared = db.prepare(statement);
    return prepared.reader ? (prepared.all(...params) as Array<Record<string, unknown>>) : (prepared.run(...params), []);
  } finally {
    db.close();
  }
}
