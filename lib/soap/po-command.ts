// A PO's fields become the placing-orders command through the same contract as POST /v2/orders/
// (lib/contracts/place-order-request.ts): one set of checks and one wording for every door. Its
// field names are translated into the PO's own, so a message points at what the client sent.
import { placeOrderCommandFrom } from '@/lib/contracts/place-order-request';
import { DomainError, isDomainError } from '@/lib/domain/errors';
import type { PlaceOrderCommand } from '@/lib/domain/orders';
import { poFieldName } from './po-field-names';
import type { PurchaseOrderFields } from './po-request';

/** The REST request a PO amounts to: autoselect `fewest`, line errors reject the whole PO. */
function restBodyOf(po: PurchaseOrderFields): Record<string, unknown> {
  return {
    shippingAddress: po.shippingAddress,
    shippingMethod: po.shippingMethod,
    ...(po.blindShip !== undefined ? { shipBlind: po.blindShip } : {}),
    poNumber: po.poNumber,
    emailConfirmation: po.confirmationEmail,
    testOrder: false,
    autoselectWarehouse: true,
    AutoSelectWarehouse_Preference: 'fewest',
    AutoSelectWarehouse_Fewest_MaxDIT: 10,
    promotionCode: po.promoCode,
    quoteNumber: po.referenceSalesQuote,
    rejectLineErrors: true,
    rejectLineErrors_Email: true,
    lines: po.lines.map((line) => ({ identifier: line.identifier, qty: line.qty })),
  };
}

export function purchaseOrderCommand(po: PurchaseOrderFields): PlaceOrderCommand {
  try {
    return placeOrderCommandFrom(restBodyOf(po));
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'invalid') throw error;
    throw DomainError.invalid(
      error.errors.map((e) => ({
        field: poFieldName(
          e.field,
          po.lines.map((l) => l.label),
        ),
        message: e.message,
      })),
      error.message,
    );
  }
}
