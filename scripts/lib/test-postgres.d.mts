export interface ProvisionedPostgres {
  /** URL of the server's `postgres` maintenance database. */
  url: string;
  source: 'TEST_DATABASE_URL' | 'local' | 'own';
  /** Stops and deletes a server started here; nothing for one that was found. */
  stop(): Promise<void>;
}
export function postgresAnswers(url: string): Promise<boolean>;
export function provisionPostgres(env?: NodeJS.ProcessEnv): Promise<ProvisionedPostgres>;
