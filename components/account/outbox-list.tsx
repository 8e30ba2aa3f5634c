import type { OutboxMessage } from '@/lib/domain/ports/outbox-repository';

function status(message: OutboxMessage): string {
  if (message.sentAt !== null) return 'Sent';
  if (message.lastError) return `Retrying (${message.attempts} attempts)`;
  return 'Waiting to send';
}

/** The account's e-mails (confirmations, line errors): what was sent, and what is still queued. */
export function OutboxList({
  messages,
  timeZone,
}: {
  messages: OutboxMessage[];
  timeZone: string;
}) {
  const when = (at: number) =>
    new Date(at).toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section
      aria-labelledby="outbox-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="outbox-heading" className="text-lg font-semibold">
        E-mail outbox
      </h2>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">
          No e-mails yet. Order confirmations will appear here.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {messages.map((message) => (
            <li key={message.id} className="py-2">
              <details>
                <summary className="cursor-pointer text-sm">
                  <span className="font-medium">{message.subject}</span>
                  <span className="text-slate-600">
                    {' '}
                    · to {message.toAddress} · {when(message.createdAt)} · {status(message)}
                  </span>
                </summary>
                <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-3 text-xs">
                  {message.textBody}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
