// What the global setups hand to the test files (vitest's provide/inject: serializable values).
export interface SqliteTestRun {
  /** Directory of this run: the seeded template and every test file's copy; removed at the end. */
  directory: string;
  /** Path of the migrated + seeded template database file. */
  templatePath: string;
}

export interface PostgresTestRun {
  /** URL of the server's maintenance database (tests create and drop theirs beside it). */
  serverUrl: string;
  /** Name of the migrated + seeded template database. */
  templateName: string;
  /** Prefix of every database this run creates; the teardown drops them all. */
  databasePrefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTestRun: SqliteTestRun;
    postgresTestRun: PostgresTestRun;
  }
}
