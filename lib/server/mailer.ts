// The Mailer port over nodemailer (SMTP). Used only when SMTP_URL is set; without it, messages
// stay in the outbox table, where the portal shows them.
import nodemailer from 'nodemailer';
import type { Mailer } from '@/lib/domain/ports/mailer';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl, {
    // Far below the outbox lease (5 minutes), so a hung server cannot outlive our claim.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
    },
    close() {
      transport.close();
    },
  };
}

/** The domain part of Message-IDs: the From address's domain, else a fixed local one. */
export function messageDomainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'apparel-portal.local';
}
