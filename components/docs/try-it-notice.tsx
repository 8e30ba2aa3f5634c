import Link from 'next/link';

/** Above the reference: how "Try it out" authenticates for this reader. */
export function TryItNotice({ accountNumber }: { accountNumber: string | undefined }) {
  return (
    <section
      aria-labelledby="try-it-heading"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <h2 id="try-it-heading" className="text-base font-semibold">
        Trying calls
      </h2>
      {accountNumber ? (
        <>
          <p>
            You are signed in as account <strong>{accountNumber}</strong>. &ldquo;Try it out&rdquo;
            calls the API as this account with your portal session: real calls on real data, so
            place orders with <code>&quot;testOrder&quot;: true</code>.
          </p>
          <p>
            From a script, use HTTP Basic with user name <strong>{accountNumber}</strong> and your
            API key as the password. We store only a hash of the key, so it cannot be shown here; if
            you have lost it,{' '}
            <Link href="/account#api-key-heading" className="text-brand-700 underline">
              make a new one on the account page
            </Link>{' '}
            (the old one stops working at once).
          </p>
        </>
      ) : (
        <p>
          Read freely. To try calls, press <strong>Authorize</strong> and give your account number
          and API key, or{' '}
          <Link href="/sign-in?callbackUrl=%2Fdocs" className="text-brand-700 underline">
            sign in
          </Link>{' '}
          and try them as your account without a key. New here? Start with{' '}
          <Link href="/docs/guides/first-call" className="text-brand-700 underline">
            your first call
          </Link>
          .
        </p>
      )}
    </section>
  );
}
