import { describe, expect, it } from 'vitest';
import { forReader } from './api-reference';

const document = {
  components: { securitySchemes: { basicAuth: { description: 'User name: the account number.' } } },
};

describe('the reference document as a reader sees it', () => {
  it('is the document itself for a visitor', () => {
    expect(forReader(document, undefined)).toBe(document);
  });

  it('names the signed-in account in the auth scheme and keeps the rest of its text', () => {
    const description = forReader(document, '100001').components?.securitySchemes?.basicAuth
      ?.description;
    expect(description).toContain('account **100001**');
    expect(description).toContain('User name: the account number.');
    // The original is not changed for other readers.
    expect(document.components.securitySchemes.basicAuth.description).toBe(
      'User name: the account number.',
    );
  });
});
