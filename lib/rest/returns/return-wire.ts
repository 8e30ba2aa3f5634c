// A return's records on the wire (after-the-order.md): Order records of orderType Credit or
// Replacement, each with `returnInformation` {raNumber, returnToAddress, originalInvoice,
// returnReason, returnItemsRequired ("true"/"false", a string as the production service sends
// it), shippingLabelURL}; with boxes shown each box also carries its label inline
// (`returnInformation` {shippingLabelPNG (base64), shippingLabelZPL}).
import type { ReturnRecordWire } from '@/lib/contracts/return-record';
import {
  returnBoxCount,
  returnLabelOf,
  returnLabelZpl,
  type ReturnLabel,
} from '@/lib/domain/return-label';
import { planBoxes } from '@/lib/domain/shipment-boxes';
import type { ReturnRecordResult, ReturnResult } from '@/lib/services/get-returns';
import { toOrderWire } from '../orders/order-wire';
import { renderReturnLabelPng } from './return-label-png';

export function hasLabels(result: ReturnResult, record: ReturnRecordResult): boolean {
  return result.raNumber !== '' && result.shippingLabelRequired && record.itemsRequired;
}

export function labelsOf(result: ReturnResult, recordIndex: number): ReturnLabel[] {
  const record = result.records[recordIndex]!;
  const count = returnBoxCount(record.view.totalPieces);
  return Array.from({ length: count }, (_, i) =>
    returnLabelOf({
      raNumber: result.raNumber,
      recordNumber: recordIndex + 1,
      boxNumber: i + 1,
      boxCount: count,
      from: record.view.shippingAddress,
      to: record.returnTo,
    }),
  );
}

export async function toReturnWire(
  result: ReturnResult,
  options: { timeZone: string; baseUrl: string; showBoxes: boolean },
): Promise<ReturnRecordWire[]> {
  return Promise.all(
    result.records.map(async (record, index) => {
      const labels = hasLabels(result, record);
      const { boxes: _none, ...order } = toOrderWire(record.view, options.timeZone);
      const wire: ReturnRecordWire = {
        ...order,
        returnInformation: {
          raNumber: result.raNumber,
          returnToAddress: record.returnTo,
          originalInvoice: record.originalInvoiceNumber,
          returnReason: String(record.reasonCode),
          returnItemsRequired: record.itemsRequired ? 'true' : 'false',
          shippingLabelURL: labels
            ? `${options.baseUrl}/v2/returns/${result.raNumber}/labels/${index + 1}.png`
            : '',
        },
      };
      if (!options.showBoxes) return wire;
      const returnLabels = labels ? labelsOf(result, index) : [];
      const count = returnBoxCount(record.view.totalPieces);
      const boxes = planBoxes(
        returnLabels[0]?.trackingNumber ?? '',
        count,
        0,
        record.view.lines.map((l) => ({ sku: l.sku, qty: Math.abs(l.qtyOrdered) })),
      );
      wire.boxes = await Promise.all(
        boxes.map(async (box, i) => {
          const label = returnLabels[i];
          return {
            boxNumber: box.boxNumber,
            trackingNumber: label?.trackingNumber ?? '',
            weight: box.weight,
            contents: box.contents,
            returnInformation: {
              shippingLabelPNG: label
                ? Buffer.from(await renderReturnLabelPng(label)).toString('base64')
                : '',
              shippingLabelZPL: label ? returnLabelZpl(label) : '',
            },
          };
        }),
      );
      return wire;
    }),
  );
}
