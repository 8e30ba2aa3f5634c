// PromoStandards Invoice 1.0.0 (InvoiceService): getInvoices and getVoidedInvoices by PO number,
// invoice number, date, or made available since.
import { getInvoices, type InvoiceKind } from '@/lib/services/get-invoices';
import { styleNumbersOfSkus } from '@/lib/services/style-numbers-of-skus';
import type { SoapServiceDefinition } from '../core/service-definition';
import { ServiceMessageError, StandardCode } from '../core/service-messages';
import type { SoapContext } from '../core/context';
import type { Caller } from '@/lib/domain/accounts';
import type { XmlElement } from '../core/xml-tree';
import { InvoiceCode, readInvoiceRequest } from './invoice-request';
import { getInvoicesResponse, getVoidedInvoicesResponse } from './invoice-response';
import { INVOICE_NS, INVOICE_SHARED_NS } from './namespaces';

async function found(context: SoapContext, caller: Caller, request: XmlElement, kind: InvoiceKind) {
  const records = await getInvoices(context.deps, caller, readInvoiceRequest(request), kind);
  if (records.length === 0) {
    throw ServiceMessageError.of(
      InvoiceCode.noInvoicesFound,
      kind === 'invoices'
        ? 'No Invoices were found for the requested criteria.'
        : 'No voided invoices were found for the requested criteria.',
    );
  }
  return records;
}

export const invoiceService: SoapServiceDefinition = {
  name: 'InvoiceService',
  accessKey: 'invoice',
  path: '/Invoice/v1/InvoiceService.svc',
  specFolder: 'promostandards-invoice-1.0.0',
  wsdlFile: 'InvoiceService.wsdl',
  schemaFiles: [
    'GetInvoicesRequest.xsd',
    'GetInvoicesResponse.xsd',
    'GetVoidedInvoicesRequest.xsd',
    'GetVoidedInvoicesResponse.xsd',
    'SharedObjectsInvoice.xsd',
    'iso3166-country-code.xsd',
    'iso4217-currency-code.xsd',
  ],
  namespace: INVOICE_NS,
  credentialNamespaces: [INVOICE_SHARED_NS, INVOICE_NS],
  wsVersion: '1.0.0',
  maxBodyBytes: 16 * 1024,
  wording: {
    dataErrorCode: StandardCode.notSupported,
    notFoundCode: InvoiceCode.noInvoicesFound,
  },
  operations: {
    GetInvoicesRequest: {
      async answer(context, caller, request) {
        const records = await found(context, caller, request, 'invoices');
        const skuIds = records.flatMap((r) => r.lines.map((l) => l.skuId));
        return getInvoicesResponse(records, {
          timeZone: context.deps.settings.businessTimeZone,
          styleNumbers: await styleNumbersOfSkus(context.deps, caller.account.id, skuIds),
        });
      },
      refuse: (messages) =>
        getInvoicesResponse([], { timeZone: 'UTC', styleNumbers: new Map() }, messages),
    },
    GetVoidedInvoicesRequest: {
      async answer(context, caller, request) {
        const records = await found(context, caller, request, 'voided');
        return getVoidedInvoicesResponse(records, context.deps.settings.businessTimeZone);
      },
      refuse: (messages) => getVoidedInvoicesResponse([], 'UTC', messages),
    },
  },
};
