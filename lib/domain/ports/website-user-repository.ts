/** A website user as the sign-in rules see it (never the database row). */
export interface WebsiteUserCredentials {
  id: number;
  accountId: number;
  email: string;
  name: string;
  passwordHash: string;
}

export interface WebsiteUserRepository {
  /** The user with that e-mail (any case); undefined when none. */
  findByEmail(email: string): Promise<WebsiteUserCredentials | undefined>;
}
