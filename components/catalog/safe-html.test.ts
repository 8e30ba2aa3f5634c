import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './safe-html';

describe('style descriptions rendered safely', () => {
  it('keeps paragraphs and lists of the catalog data', () => {
    const html = '<p>Soft tee.</p><ul><li>5.3 oz./yd², 100% cotton</li></ul>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('drops scripts, event handlers and links, keeping their text harmless', () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:x">link</a><img src=x onerror=alert(2)></p>';
    const safe = sanitizeDescription(html);
    expect(safe).toBe('<p>Hialert(1)link</p>');
    expect(safe).not.toMatch(/onclick|onerror|<script|<a |<img/);
  });

  it('escapes stray angle brackets and keeps entities', () => {
    expect(sanitizeDescription('a < b &amp; c > d')).toBe('a &lt; b &amp; c &gt; d');
  });
});
