// GET /v2/openapi.json – the OpenAPI 3.1 document of every /v2 operation, generated from the same
// zod schemas that parse the requests and type the answers (@asteasolutions/zod-to-openapi).
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { registerAccountOperations } from './account-operations';
import { registerAfterOrderOperations } from './after-order-operations';
import { registerCatalogOperations } from './catalog-operations';
import { CASE_NOTE, registerCommon } from './common';
import { registerOrderOperations } from './order-operations';
import { registerPortalOperations } from './portal-operations';
import { registerWebhookOperations } from './webhook-operations';

function buildDocument() {
  const registry = new OpenAPIRegistry();
  registerCommon(registry);
  registerCatalogOperations(registry);
  registerOrderOperations(registry);
  registerAccountOperations(registry);
  registerPortalOperations(registry);
  registerAfterOrderOperations(registry);
  registerWebhookOperations(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Apparel Portal API',
      version: '2.0.0',
      description:
        'The REST interface of a wholesale apparel supplier: catalog, stock, prices, orders, ' +
        `cross references. HTTP Basic: account number and API key. ${CASE_NOTE} ` +
        'Every API-key call counts towards 60 requests a minute per account (X-Rate-Limit-Remaining). ' +
        'Guides: /docs.',
    },
    servers: [{ url: '/', description: 'This server' }],
    security: [{ basicAuth: [] }],
  });
}

let cached: string | undefined;

/** The document as JSON text, built once per process (it only changes with the code). */
export function openApiDocumentJson(): string {
  cached ??= JSON.stringify(buildDocument());
  return cached;
}
