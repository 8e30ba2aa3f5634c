import { describe, expect, it } from 'vitest';
import { QueryParams } from '../query-params';
import { parseMediaType } from './media-type';

describe('?mediatype', () => {
  it('defaults to json and reads json or xml in any case, under any-case names', () => {
    expect(parseMediaType(new QueryParams(''))).toBe('json');
    expect(parseMediaType(new QueryParams('mediatype='))).toBe('json');
    expect(parseMediaType(new QueryParams('MediaType=XML'))).toBe('xml');
    expect(parseMediaType(new QueryParams('MEDIATYPE=Json'))).toBe('json');
  });

  it('refuses other types, and xml where an endpoint writes only json', () => {
    expect(() => parseMediaType(new QueryParams('mediatype=csv'))).toThrow(
      expect.objectContaining({
        errors: [{ field: 'mediatype', message: 'Must be json or xml.' }],
      }),
    );
    expect(() => parseMediaType(new QueryParams('mediatype=xml'), ['json'])).toThrow(
      expect.objectContaining({ code: 'invalid' }),
    );
  });
});
