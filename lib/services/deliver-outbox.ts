import type { Mailer } from '@/lib/domain/ports/mailer';
import type { ServiceDeps } from './service-deps';

/**
 * Longer than any send can take (the SMTP adapter times out well before), so a live worker never
 * loses its lease mid-send and another worker never sends the same message concurrently.
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;
export const OUTBOX_MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Back-off after a failed attempt: 1, 2, 4, … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Delivers the outbox. Delivery is at-least-once: a message is leased, sent, then marked sent
 * under the same lease. A crash between the SMTP server's acceptance and the mark leaves the row
 * unsent; when the lease expires it is sent again, with the same Message-ID so the duplicate can
 * be recognised. The alternative (mark first, then send) would silently lose the message on a
 * crash, and a lost order confirmation is worse than a recognisable duplicate. The window is the
 * few milliseconds between "250 OK" and one local UPDATE.
 */
export async function deliverOutbox(
  deps: ServiceDeps,
  mailer: Mailer,
  messageDomain: string,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const outbox = deps.repos.outbox;
  for (;;) {
    const now = deps.clock.now();
    const leaseUntil = now + OUTBOX_LEASE_MS;
    const batch = await outbox.claim(now, leaseUntil, OUTBOX_MAX_ATTEMPTS, BATCH);
    if (batch.length === 0) return report;
    for (const message of batch) {
      try {
        await mailer.send({
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          messageId: `<outbox-${message.id}@${messageDomain}>`,
        });
        await outbox.markSent(message.id, leaseUntil, deps.clock.now());
        report.sent++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await outbox.markFailed(
          message.id,
          leaseUntil,
          reason,
          deps.clock.now() + retryDelayMs(message.attempts),
        );
        report.failed++;
      }
    }
    if (batch.length < BATCH) return report;
  }
}
