// Read apart from next-auth so that the /v2 session resolver does not load next-auth's runtime.

/** What the portal keeps in its session besides next-auth's user. */
export interface SessionIds {
  accountId: number;
  userId: number;
}

/** The ids of a session or token; undefined when it carries none (e.g. signed out). */
export function sessionIds(value: unknown): SessionIds | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { accountId, userId } = value as Record<string, unknown>;
  if (typeof accountId !== 'number' || typeof userId !== 'number') return undefined;
  return { accountId, userId };
}
