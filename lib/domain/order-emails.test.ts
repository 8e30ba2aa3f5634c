import { describe, expect, it } from 'vitest';
import { lineErrorsEmail } from './order-emails';

const error = {
  lineNumber: 2,
  identifier: 'B1',
  warehouseAbbr: 'IL',
  qtyRequested: 5,
  qtyAvailable: 0,
  message: 'Identifier B1 (Brand <&>, 5000, Black, L) - Out Of Stock',
};

describe('line-errors e-mail', () => {
  it('says whether the order was placed without the lines or not placed at all', () => {
    expect(lineErrorsEmail([error], { orderNumber: '5000001', poNumber: 'PO9' })).toMatchObject({
      subject: 'Order 5000001: 1 line(s) could not be filled - PO PO9',
    });
    const rejected = lineErrorsEmail([error], { poNumber: '' });
    expect(rejected.subject).toBe('Your order: 1 line(s) could not be filled');
    expect(rejected.textBody).toContain('was not placed');
    expect(rejected.textBody).toContain('Line 2: Identifier B1');
  });

  it('escapes HTML in the HTML body', () => {
    const { htmlBody } = lineErrorsEmail([error], { poNumber: '' });
    expect(htmlBody).toContain('Brand &#60;&#38;&#62;');
    expect(htmlBody).not.toContain('<&>');
  });
});
