import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

interface ProfileWire {
  profileID: number;
  profileType: string;
  name: string;
}

let server: TestServer;
let expected: { id: number; profileType: string; name: string }[];

beforeAll(async () => {
  server = await startTestServer();
  const { db, t } = server;
  const [user] = await db
    .select({ id: t.websiteUsers.id })
    .from(t.websiteUsers)
    .where(eq(t.websiteUsers.email, 'buyer@example.com'));
  // The demo seed may or may not hold profiles for this user; the test owns two of its own.
  await db.insert(t.paymentProfiles).values([
    { id: 990001, userId: user!.id, profileType: 'Credit Card', name: 'Visa ending 4242' },
    { id: 990002, userId: user!.id, profileType: 'Bank', name: 'Checking ending 6789' },
  ]);
  expected = await db
    .select({
      id: t.paymentProfiles.id,
      profileType: t.paymentProfiles.profileType,
      name: t.paymentProfiles.name,
    })
    .from(t.paymentProfiles)
    .where(eq(t.paymentProfiles.userId, user!.id))
    .orderBy(t.paymentProfiles.id);
});
afterAll(() => server.close());

describe('GET /v2/paymentprofiles/?email=', () => {
  it("lists the website user's saved payment methods, e-mail matched without regard to case", async () => {
    const res = await server.call('/v2/PaymentProfiles/?Email=Buyer%40Example.com');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ProfileWire[];
    expect(body).toEqual(
      expected.map((p) => ({ profileID: p.id, profileType: p.profileType, name: p.name })),
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
