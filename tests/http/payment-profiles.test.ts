import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

interface ProfileWire {
  profileID: number;
  profileType: string;
  name: string;
}

let server: TestServer;
let expected: { id: number; profile_type: string; name: string }[];

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.database.sqlite;
  const user = db
    .prepare("SELECT id FROM website_users WHERE email = 'buyer@example.com'")
    .get() as {
    id: number;
  };
  // The demo seed may or may not hold profiles for this user; the test owns two of its own.
  db.prepare(
    `INSERT INTO payment_profiles (id, user_id, profile_type, name) VALUES
       (990001, ?, 'Credit Card', 'Visa ending 4242'), (990002, ?, 'Bank', 'Checking ending 6789')`,
  ).run(user.id, user.id);
  expected = db
    .prepare('SELECT id, profile_type, name FROM payment_profiles WHERE user_id = ? ORDER BY id')
    .all(user.id) as typeof expected;
});
afterAll(() => server.close());

describe('GET /v2/paymentprofiles/?email=', () => {
  it("lists the website user's saved payment methods, e-mail matched without regard to case", async () => {
    const res = await server.call('/v2/PaymentProfiles/?Email=Buyer%40Example.com');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ProfileWire[];
    expect(body).toEqual(
      expected.map((p) => ({ profileID: p.id, profileType: p.profile_type, name: p.name })),
    );
    expect(body).toContainEqual({
      profileID: 990002,
      profileType: 'Bank',
      name: 'Checking ending 6789',
    });
  });

  it("answers 404 for another account's user, exactly as for a missing one", async () => {
    const other = await server.call('/v2/paymentprofiles/?email=buyer@example.com', {
      as: 'account2',
    });
    const missing = await server.call('/v2/paymentprofiles/?email=nobody@example.com', {
      as: 'account2',
    });
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await other.json()).toEqual(await missing.json());
  });

  it('answers 400 naming email when it is missing or malformed', async () => {
    for (const query of ['', '?email=', '?email=not-an-address']) {
      const res = await server.call(`/v2/paymentprofiles/${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { field: string }[] };
      expect(body.errors[0]?.field).toBe('email');
    }
  });
});
