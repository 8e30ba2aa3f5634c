import { demoAccounts } from '@/db/seed/reference-data';

/** Demo account 100001's API credentials, as a client script would send them. */
export function basicAuthHeader(index: 0 | 1 = 0): string {
  const demo = demoAccounts[index];
  return `Basic ${Buffer.from(`${demo.account.number}:${demo.apiKey}`).toString('base64')}`;
}
