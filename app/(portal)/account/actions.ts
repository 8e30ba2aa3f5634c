'use server';
// Server Actions of the account page (Next checks that actions come from our own origin).
import type { ApiKeyState } from '@/components/account/api-key-panel';
import { regenerateApiKeyFor } from '@/lib/server/portal-account';
import { requireSession } from '@/lib/server/session';

export async function regenerateApiKeyAction(): Promise<ApiKeyState> {
  const session = await requireSession();
  try {
    const { accountNumber, apiKey } = await regenerateApiKeyFor(session);
    return { accountNumber, apiKey };
  } catch {
    return { error: 'The API key could not be regenerated. Please try again.' };
  }
}
