// Signing secrets of webhook endpoints, in the Standard Webhooks form: 'whsec_' + base64 of
// 24 random bytes (192 bits; the spec asks for 24 to 64).
import { randomBytes } from 'node:crypto';

export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}
