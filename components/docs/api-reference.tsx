'use client';
// Swagger UI over /v2/openapi.json, loaded from our own /docs/assets (no CDN). "Try it out" runs
// in this page, so its calls carry the portal session cookie, which /v2 accepts: a signed-in buyer
// tries calls as their own account without typing a key. A visitor authorizes with Basic auth.
import Script from 'next/script';
import { useEffect, useRef, useState } from 'react';

interface OpenApiDocument {
  components?: { securitySchemes?: Record<string, { description?: string }> };
}

interface SwaggerUiOptions {
  domNode: HTMLElement;
  spec: OpenApiDocument;
  deepLinking: boolean;
  validatorUrl: null;
  persistAuthorization: boolean;
  tryItOutEnabled: boolean;
  displayRequestDuration: boolean;
  presets: unknown[];
  layout: string;
}

type SwaggerUiBundle = ((options: SwaggerUiOptions) => unknown) & {
  presets: { apis: unknown };
};

declare global {
  interface Window {
    SwaggerUIBundle?: SwaggerUiBundle;
  }
}

/**
 * The document as this reader should see it: a signed-in buyer's Basic auth scheme names their
 * user name. The key itself cannot be pre-filled: only its hash is stored.
 */
export function forReader(document: OpenApiDocument, accountNumber: string | undefined) {
  if (!accountNumber) return document;
  const schemes = { ...document.components?.securitySchemes };
  for (const [name, scheme] of Object.entries(schemes)) {
    schemes[name] = {
      ...scheme,
      description:
        `You are signed in as account **${accountNumber}**: "Try it out" already calls as this ` +
        `account with your portal session, no key needed. For scripts, the user name is ` +
        `**${accountNumber}** and the password your API key.\n\n${scheme.description ?? ''}`,
    };
  }
  return { ...document, components: { ...document.components, securitySchemes: schemes } };
}

export function ApiReference({ accountNumber }: { accountNumber: string | undefined }) {
  const container = useRef<HTMLDivElement>(null);
  const [scriptReady, setScriptReady] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const bundle = window.SwaggerUIBundle;
    if (!scriptReady || !bundle || !container.current) return;
    const domNode = container.current;
    let cancelled = false;
    fetch('/v2/openapi.json')
      .then((response) => {
        if (!response.ok) throw new Error(`The API document answered ${response.status}.`);
        return response.json() as Promise<OpenApiDocument>;
      })
      .then((document) => {
        if (cancelled) return;
        bundle({
          domNode,
          spec: forReader(document, accountNumber),
          deepLinking: true,
          // The public validator badge would call a third-party site with our document.
          validatorUrl: null,
          // An API key typed in Authorize must not outlive the page in localStorage.
          persistAuthorization: false,
          tryItOutEnabled: false,
          displayRequestDuration: true,
          presets: [bundle.presets.apis],
          layout: 'BaseLayout',
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
      domNode.replaceChildren();
    };
  }, [scriptReady, accountNumber]);

  return (
    <>
      {/* React 19 hoists the style sheet into <head>. */}
      <link rel="stylesheet" href="/docs/assets/swagger-ui.css" precedence="default" />
      <Script src="/docs/assets/swagger-ui-bundle.js" onReady={() => setScriptReady(true)} />
      {problem && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm">
          The reference could not be loaded: {problem}
        </p>
      )}
      {!scriptReady && !problem && <p className="text-sm text-slate-600">Loading the reference…</p>}
      <div ref={container} data-testid="api-reference" />
    </>
  );
}
