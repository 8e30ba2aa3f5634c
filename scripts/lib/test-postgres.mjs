// PostgreSQL for the test suites, never silently skipped. In order:
//   1. TEST_DATABASE_URL when set (any server the caller names);
//   2. the server on 127.0.0.1:5432 (user postgres) when it answers;
//   3. a throwaway server started here: Debian's binaries (/usr/lib/postgresql/<v>/bin, the
//      `postgresql` package is installed with apt-get when absent), a cluster made by initdb in a
//      temporary directory, listening on a free port, stopped and deleted by `stop()`.
// TEST_POSTGRES=own skips step 2, so the third path can be exercised on a machine that has a
// server on 5432 without stopping it.
import { execFileSync, execSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** True when a PostgreSQL server answers a query at `url` within a few seconds. */
export async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Finds or starts a PostgreSQL server for the tests.
 * @returns {Promise<{ url: string, source: 'TEST_DATABASE_URL' | 'local' | 'own', stop(): Promise<void> }>}
 *   `url` names the server's `postgres` maintenance database (tests create theirs beside it).
 */
export async function provisionPostgres(env = process.env) {
  if (env.TEST_DATABASE_URL) {
    return { url: env.TEST_DATABASE_URL, source: 'TEST_DATABASE_URL', stop: async () => {} };
  }
  if (env.TEST_POSTGRES !== 'own' && (await postgresAnswers(LOCAL_URL))) {
    return { url: LOCAL_URL, source: 'local', stop: async () => {} };
  }
  return startOwnServer();
}

function installedBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

function postgresBinDir() {
  const found = installedBinDir();
  if (found) return found;
  console.info('No PostgreSQL server binaries: installing Debian\'s "postgresql" package…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql`,
    { stdio: 'inherit' },
  );
  const installed = installedBinDir();
  if (!installed)
    throw new Error('apt-get installed postgresql, but no /usr/lib/postgresql/*/bin/initdb');
  return installed;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, run its binaries as the unprivileged `postgres` user. */
function asServerUser() {
  if (process.getuid?.() !== 0) return { wrap: (argv) => argv, chown: () => {} };
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return {
    wrap: (argv) => ['runuser', '-u', 'postgres', '--', ...argv],
    chown: (path) => chownSync(path, uid, gid),
  };
}

async function startOwnServer() {
  const bin = postgresBinDir();
  const user = asServerUser();
  const dir = mkdtempSync(join(tmpdir(), 'apparel-pg-'));
  user.chown(dir);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const run = (argv) => {
    const [file, ...args] = user.wrap(argv);
    execFileSync(file, args, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir });
  };
  const stop = async () => {
    try {
      run([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    const port = await freePort();
    run([join(bin, 'initdb'), '-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8']);
    // A throwaway cluster: durability settings off, the socket in our own directory.
    const options = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run([join(bin, 'pg_ctl'), '-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    if (!(await postgresAnswers(url)))
      throw new Error(`the server started on port ${port} does not answer`);
    console.info(`Started a throwaway PostgreSQL server (${bin}) on 127.0.0.1:${port} in ${dir}`);
    return { url, source: 'own', stop };
  } catch (error) {
    const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
    await stop().catch(() => {});
    const stderr = error?.stderr?.toString() ?? '';
    throw new Error(
      `Could not start a PostgreSQL server for the tests: ${error?.message}\n${stderr}${tail}`,
    );
  }
}
