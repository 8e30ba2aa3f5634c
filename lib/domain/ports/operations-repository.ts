// What an operator's probes and metrics read from the database (issue 14, operability).

export interface DatabaseReadiness {
  reachable: boolean;
  /** Every committed migration is applied. */
  migrationsApplied: boolean;
  /** Why not ready, for the probe's answer; never a connection string or a credential. */
  problem?: string;
}

export interface OutboxBacklog {
  /** Messages not delivered yet. */
  pending: number;
  /** Creation instant of the oldest undelivered message (epoch ms), or null when none. */
  oldestCreatedAt: number | null;
}

export interface OperationsRepository {
  readiness(): Promise<DatabaseReadiness>;
  outboxBacklog(): Promise<OutboxBacklog>;
}
