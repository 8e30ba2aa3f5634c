/** One e-mail as the outbox holds it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A stable Message-ID derived from the outbox row: if a crash makes us send a row twice, mail
   * systems and clients can recognise the duplicate.
   */
  messageId: string;
}

/** Delivers mail (nodemailer over SMTP in lib/server/mailer.ts). Rejects when not accepted. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
