// CREATE/DROP DATABASE for the tests, through the server's maintenance database (neither can run
// inside the database it names, nor in a transaction).
import pg from 'pg';

export function databaseUrlOn(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withServer<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function createDatabaseFrom(
  serverUrl: string,
  name: string,
  template: string,
): Promise<void> {
  return withServer(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
  });
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return withServer(serverUrl, async (client) => {
    // FORCE: a pool the test forgot to close must not keep the database alive.
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
  });
}

export function dropDatabasesStartingWith(serverUrl: string, prefix: string): Promise<void> {
  return withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
    }
  });
}
