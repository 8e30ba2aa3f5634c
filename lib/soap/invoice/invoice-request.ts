// Reads GetInvoicesRequest and GetVoidedInvoicesRequest (the same fields). Service codes
// (spec-text.md): 901 queryType not found, 902 queryType not supported, 903 no invoices found.
import type { InvoiceQuery } from '@/lib/services/get-invoices';
import { requiredFields, ServiceMessageError, StandardCode } from '../core/service-messages';
import { childText, type XmlElement } from '../core/xml-tree';
import { parseXsdDateTime } from '../core/xsd-lexical';
import { INVOICE_NS, INVOICE_SHARED_NS } from './namespaces';

export const InvoiceCode = {
  queryTypeNotFound: 901,
  queryTypeNotSupported: 902,
  noInvoicesFound: 903,
} as const;

const S = [INVOICE_SHARED_NS, INVOICE_NS] as const;

export function readInvoiceRequest(request: XmlElement): InvoiceQuery {
  const queryType = childText(request, 'queryType', S);
  if (queryType === '') throw requiredFields(['queryType']);
  switch (queryType) {
    case '1':
    case '2': {
      const reference = childText(request, 'referenceNumber', S);
      if (reference === '') throw requiredFields(['referenceNumber']);
      return queryType === '1'
        ? { kind: 'poNumber', poNumber: reference }
        : { kind: 'invoiceNumber', invoiceNumber: reference };
    }
    case '3': {
      const date = childText(request, 'requestedDate', S);
      if (date === '') throw requiredFields(['requestedDate']);
      // xsd:date may carry a zone; the day is what counts.
      const day = /^(\d{4}-\d{2}-\d{2})(?:Z|[+-]\d{2}:\d{2})?$/.exec(date)?.[1];
      if (!day) {
        throw ServiceMessageError.of(
          StandardCode.notSupported,
          `Not Supported: requestedDate "${date}" is not a date (yyyy-MM-dd).`,
        );
      }
      return { kind: 'date', date: day };
    }
    case '4': {
      const text = childText(request, 'availableTimeStamp', S);
      if (text === '') throw requiredFields(['availableTimeStamp']);
      const since = parseXsdDateTime(text);
      if (since === undefined) {
        throw ServiceMessageError.of(
          StandardCode.notSupported,
          `Not Supported: availableTimeStamp "${text}" is not a dateTime.`,
        );
      }
      return { kind: 'availableSince', since };
    }
    default:
      throw ServiceMessageError.of(
        InvoiceCode.queryTypeNotFound,
        `queryType not found: ${queryType}. Use 1 (PO number), 2 (invoice number), 3 (date) or 4 (available since).`,
      );
  }
}
