// A PO's fields become the placing-orders command directly (no detour through the REST body):
// the same limits as every other door, each problem named by the PO field path it came from.
import { DomainError, type FieldError } from '@/lib/domain/errors';
import type { PlaceOrderCommand } from '@/lib/domain/orders';
import type { PurchaseOrderFields } from './po-request';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_PO_LINES = 500;
const MAX_QTY = 1_000_000;

const SHIP_TO = 'ShipTo/ContactDetails';

function checkLength(errors: FieldError[], field: string, value: string, max: number): void {
  if (value.length > max) errors.push({ field, message: `At most ${max} characters.` });
}

/** The order command a PO amounts to: autoselect `fewest`, line errors reject the whole PO. */
export function purchaseOrderCommand(po: PurchaseOrderFields): PlaceOrderCommand {
  const errors: FieldError[] = [];
  const address = po.shippingAddress;
  checkLength(errors, 'PO/orderNumber', po.poNumber, 50);
  checkLength(errors, `${SHIP_TO}/companyName`, address.customer, 100);
  checkLength(errors, `${SHIP_TO}/attentionTo`, address.attn, 100);
  checkLength(errors, `${SHIP_TO}/address1`, address.address, 200);
  checkLength(errors, `${SHIP_TO}/city`, address.city, 100);
  const state = address.state.toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) {
    errors.push({ field: `${SHIP_TO}/region`, message: 'Must be a 2-letter state code.' });
  }
  if (!/^\d{5}$/.test(address.zip)) {
    errors.push({ field: `${SHIP_TO}/postalCode`, message: 'Must be 5 digits.' });
  }
  if (po.confirmationEmail !== '' && !EMAIL.test(po.confirmationEmail)) {
    errors.push({
      field: 'OrderContactArray/Contact/ContactDetails/email',
      message: 'Must be an e-mail address.',
    });
  }
  checkLength(errors, 'PO/promoCode', po.promoCode, 50);
  if (po.lines.length > MAX_PO_LINES) {
    errors.push({ field: 'PO/LineItemArray', message: `At most ${MAX_PO_LINES} parts per PO.` });
  }
  for (const line of po.lines) {
    checkLength(errors, `${line.label}/partId`, line.identifier, 100);
    if (line.qty < 1 || line.qty > MAX_QTY) {
      errors.push({
        field: `${line.label}/Quantity/value`,
        message: line.qty < 1 ? 'Must be a positive integer.' : `At most ${MAX_QTY}.`,
      });
    }
  }
  if (errors.length > 0) throw DomainError.invalid(errors);
  const command: PlaceOrderCommand = {
    shippingAddress: { ...address, state },
    shippingMethod: po.shippingMethod,
    poNumber: po.poNumber,
    emailConfirmation: po.confirmationEmail,
    testOrder: false,
    autoselectWarehouse: true,
    autoselectPreference: 'fewest',
    fewestMaxDaysInTransit: 10,
    rejectLineErrors: true,
    rejectLineErrorsEmail: true,
    lines: po.lines.map((line) => ({ identifier: line.identifier, qty: line.qty })),
  };
  if (po.blindShip !== undefined) command.shipBlind = po.blindShip;
  if (po.promoCode !== '') command.promotionCode = po.promoCode.toUpperCase();
  if (po.referenceSalesQuote !== '') command.quoteNumber = po.referenceSalesQuote;
  return command;
}
