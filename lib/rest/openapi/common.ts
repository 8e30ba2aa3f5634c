// Pieces every operation of the OpenAPI document shares: the error body, the rate-limit headers,
// the media-type and fields parameters, and one helper per kind of answer.
import type { OpenAPIRegistry, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { z, type ZodType } from 'zod';
import { errorBodySchema } from '@/lib/contracts/wire/account-records';

/**
 * A schema that appears in the document once, under components/schemas/{name}, and by $ref
 * wherever it is used. Named through zod's own metadata (`meta({ id })`) rather than the
 * generator's zod extension: zod's registry refuses an id twice, so call this at module level.
 */
export function named<T extends ZodType>(name: string, schema: T): T {
  return schema.meta({ id: name });
}

const errorBody = named('ErrorBody', errorBodySchema);

export const CASE_NOTE =
  'Paths and query-parameter names match without regard to case (compatibility.md §2).';

export function registerCommon(registry: OpenAPIRegistry): void {
  registry.registerComponent('securitySchemes', 'basicAuth', {
    type: 'http',
    scheme: 'basic',
    description:
      'User name: the account number. Password: the API key (shown once in the portal, Account page). ' +
      'A signed-in portal session (cookie) is accepted as well; its mutations must come from our own origin.',
  });
  registry.registerComponent('headers', 'X-Rate-Limit-Remaining', {
    description: 'Requests left in the sliding minute of the account (API-key callers).',
    schema: { type: 'integer', minimum: 0 },
  });
  registry.registerComponent('headers', 'Retry-After', {
    description: 'Seconds until a request will be accepted again.',
    schema: { type: 'integer', minimum: 0 },
  });
  registry.registerComponent('headers', 'X-Request-Id', {
    description: 'The id of this request in our logs (yours, when you sent a well-formed one).',
    schema: { type: 'string' },
  });
}

const rateHeaders = {
  'X-Rate-Limit-Remaining': { $ref: '#/components/headers/X-Rate-Limit-Remaining' },
  'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
};

export const JSON_TYPE = 'application/json';
export const XML_TYPE = 'application/xml';

export function jsonAnswer(description: string, schema: ZodType): ResponseConfig {
  return { description, headers: rateHeaders, content: { [JSON_TYPE]: { schema } } };
}

/** JSON by default; XML (element names = JSON field names) with ?mediatype=xml. */
export function jsonOrXmlAnswer(description: string, schema: ZodType): ResponseConfig {
  return {
    description: `${description} With ?mediatype=xml: the same records as XML.`,
    headers: rateHeaders,
    content: {
      [JSON_TYPE]: { schema },
      [XML_TYPE]: { schema: z.string().describe('XML; see the README for element names.') },
    },
  };
}

export function noContentAnswer(description: string): ResponseConfig {
  return { description, headers: rateHeaders };
}

const errorContent = { [JSON_TYPE]: { schema: errorBody } };

export function errorAnswer(description: string): ResponseConfig {
  return { description, headers: rateHeaders, content: errorContent };
}

/** The errors every authenticated operation may answer. */
export function standardErrors(extra: Record<string, string> = {}): Record<string, ResponseConfig> {
  const answers: Record<string, ResponseConfig> = {
    '401': {
      description: 'Missing or wrong credentials (WWW-Authenticate: Basic for API callers).',
      content: errorContent,
    },
    '429': {
      description: 'Rate limit passed: 60 requests a minute per account by default.',
      headers: { ...rateHeaders, 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
      content: errorContent,
    },
  };
  for (const [status, description] of Object.entries(extra)) {
    answers[status] = errorAnswer(description);
  }
  return answers;
}

export const mediaTypeQuery = {
  mediatype: z.enum(['json', 'xml']).optional().describe('json (default) or xml.'),
};

export const fieldsQuery = {
  fields: z
    .string()
    .optional()
    .describe(
      'Comma-separated field names to keep (any case; unknown names ignored). Records then hold only those fields.',
    ),
};

export const idListParam = (name: string, description: string, example: string) =>
  z.object({
    [name]: z.string().describe(`${description} Comma-separated. ${CASE_NOTE}`).meta({ example }),
  });
