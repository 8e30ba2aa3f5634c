import { describe, expect, it } from 'vitest';
import { isSwaggerAsset, readSwaggerAsset } from './swagger-assets';

describe('the Swagger UI assets /docs serves', () => {
  it('serves only the files the page uses, never a path', () => {
    expect(isSwaggerAsset('swagger-ui-bundle.js')).toBe(true);
    expect(isSwaggerAsset('swagger-ui.css')).toBe(true);
    for (const name of ['package.json', '../package.json', 'index.html', 'toString', '']) {
      expect(isSwaggerAsset(name), name).toBe(false);
    }
  });

  it('reads them from the installed package with their content type', async () => {
    const script = await readSwaggerAsset('swagger-ui-bundle.js');
    expect(script.contentType).toBe('text/javascript; charset=utf-8');
    expect(script.body.toString('utf8', 0, 4096)).toContain('SwaggerUIBundle');
    expect((await readSwaggerAsset('swagger-ui.css')).body.length).toBeGreaterThan(10_000);
  });
});
