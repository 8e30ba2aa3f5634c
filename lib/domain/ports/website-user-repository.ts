/** A website user as the sign-in rules see it (never the database row). */
export interface WebsiteUserCredentials {
  id: number;
  accountId: number;
  email: string;
  name: string;
  passwordHash: string;
  failedSignIns: number;
  /** Epoch ms until which sign-in is refused; null when not locked. */
  lockedUntil: number | null;
}

export interface WebsiteUserRepository {
  /** The user with that e-mail (any case); undefined when none. */
  findByEmail(email: string): Promise<WebsiteUserCredentials | undefined>;
  /** Counts one more failed attempt (atomically) and answers the new count. */
  recordFailure(userId: number): Promise<number>;
  /** Refuses sign-in until the given instant (epoch ms). */
  lockUntil(userId: number, until: number): Promise<void>;
  /** Clears the failure count and lock after a successful sign-in. */
  recordSuccess(userId: number): Promise<void>;
}
