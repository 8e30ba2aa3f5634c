import { beforeAll, describe, expect, it } from 'vitest';
import { validateEnvelope, validateEnvelopes } from '@/tests/http/soap-schema';
import { DomainError } from '@/lib/domain/errors';
import { soapEnvelope } from '../core/envelope';
import { purchaseOrderService } from './definition';
import { getSupportedOrderTypesResponse, sendPOResponse } from './responses';
import { domainErrorToMessages, generalError } from '../core/service-messages';

const answers: [string, string][] = [
  ['supported order types', getSupportedOrderTypesResponse(['Blank'])],
  [
    'an error instead of order types',
    getSupportedOrderTypesResponse(
      [],
      [{ code: 105, description: 'Authentication Credentials failed', severity: 'Error' }],
    ),
  ],
  [
    'a placed PO',
    sendPOResponse('1234567', [
      {
        code: 299,
        description: 'PO <A&B> received and placed as order 1234567.',
        severity: 'Information',
      },
    ]),
  ],
  ['a refused PO', sendPOResponse(undefined, [generalError()])],
  [
    'a very long description',
    sendPOResponse(undefined, [{ code: 210, description: 'x '.repeat(400), severity: 'Error' }]),
  ],
];

const verdicts = new Map<string, unknown>();

describe('responses are valid against the PromoStandards XSDs', () => {
  beforeAll(async () => {
    // One libxml2 run per schema for all the answers (each run takes about a second).
    const results = await validateEnvelopes(answers.map(([, body]) => soapEnvelope(body)));
    answers.forEach(([name], i) => verdicts.set(name, results[i]));
  }, 60_000);

  it.each(answers)('%s', (name) => {
    expect(verdicts.get(name)).toMatchObject({ valid: true, errors: [] });
  });

  it('fails validation when ServiceMessageArray is put in the PO namespace (the check has teeth)', async () => {
    const wrong = sendPOResponse(undefined, [generalError()]).replace(
      /s:ServiceMessageArray/g,
      'p:ServiceMessageArray',
    );
    expect((await validateEnvelope(soapEnvelope(wrong))).valid).toBe(false);
  }, 30_000);
});

describe('domain errors as ServiceMessages', () => {
  it("keeps the REST interface's wording for lines and quotes", () => {
    const messages = domainErrorToMessages(
      DomainError.invalid([
        { field: 'Lines', message: 'Identifier B00760004 (Gildan, 5000, Black, L) - Out Of Stock' },
        {
          field: 'quoteNumber',
          message: 'Quote not found, expired, already used, or not available for this account.',
        },
      ]),
      purchaseOrderService.wording,
    );
    expect(messages).toEqual([
      {
        code: 210,
        description: 'Identifier B00760004 (Gildan, 5000, Black, L) - Out Of Stock',
        severity: 'Error',
      },
      {
        code: 210,
        description:
          'LineItem/referenceSalesQuote: Quote not found, expired, already used, or not available for this account.',
        severity: 'Error',
      },
    ]);
  });

  it('tells an unknown id (100) from a wrong password (105)', () => {
    const unknown = new DomainError('unauthenticated', 'Unauthorized.', [
      { field: 'id', message: 'x' },
    ]);
    const wrong = new DomainError('unauthenticated', 'Unauthorized.', [
      { field: 'password', message: 'x' },
    ]);
    expect(domainErrorToMessages(unknown, purchaseOrderService.wording)[0]?.code).toBe(100);
    expect(domainErrorToMessages(wrong, purchaseOrderService.wording)[0]?.code).toBe(105);
  });
});
