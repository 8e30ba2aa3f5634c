/** The instant test databases are seeded at; tests' clocks start here. */
export const SEED_NOW = Date.UTC(2026, 10, 18, 15, 0, 0); // Wed 18 Nov 2026, 09:00 Chicago

export const SEED_OPTIONS = { scale: 'demo', seed: 1, now: SEED_NOW } as const;
