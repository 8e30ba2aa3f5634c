// The two operations of POService. Each answers its response element, with the outcome in
// ServiceMessages (compatibility.md §6), whatever went wrong.
import type { Caller } from '@/lib/domain/accounts';
import type { AppContainer } from '@/lib/server/container';
import { authenticatePoCaller } from '@/lib/services/authenticate-po-caller';
import { placePurchaseOrder } from '@/lib/services/place-purchase-order';
import { PO_NS, SHARED_NS } from './namespaces';
import { purchaseOrderCommand } from './po-command';
import { readPurchaseOrder, SUPPORTED_ORDER_TYPES } from './po-request';
import { getSupportedOrderTypesResponse, sendPOResponse } from './responses';
import { ServiceCode, ServiceMessageError, toServiceMessages } from './service-messages';
import { childNamed, type XmlElement } from './xml-tree';

const S = [SHARED_NS, PO_NS] as const;
const P = [PO_NS, SHARED_NS] as const;

export const WS_VERSION = '1.0.0';

/** wsVersion, then the credentials: every operation's request starts with them. */
async function authenticateRequest(app: AppContainer, request: XmlElement): Promise<Caller> {
  const wsVersion = childNamed(request, 'wsVersion', S)?.text.trim() ?? '';
  if (wsVersion === '') {
    throw ServiceMessageError.of(
      ServiceCode.requiredFieldsMissing,
      'Required field missing: wsVersion',
    );
  }
  if (wsVersion !== WS_VERSION) {
    throw ServiceMessageError.of(
      ServiceCode.versionNotFound,
      `wsVersion not found: ${wsVersion}. The supported version is ${WS_VERSION}.`,
    );
  }
  const id = childNamed(request, 'id', S)?.text.trim() ?? '';
  const password = childNamed(request, 'password', S)?.text.trim() ?? '';
  if (id === '' || password === '') {
    throw ServiceMessageError.of(
      ServiceCode.credentialsRequired,
      'Authentication Credentials required: send your account number as id and your API key as password.',
    );
  }
  return authenticatePoCaller(app.deps, id, password);
}

export async function answerGetSupportedOrderTypes(
  app: AppContainer,
  request: XmlElement,
): Promise<string> {
  try {
    await authenticateRequest(app, request);
    return getSupportedOrderTypesResponse(SUPPORTED_ORDER_TYPES);
  } catch (error) {
    return getSupportedOrderTypesResponse([], toServiceMessages(error, app.log));
  }
}

export async function answerSendPO(app: AppContainer, request: XmlElement): Promise<string> {
  try {
    const caller = await authenticateRequest(app, request);
    const command = purchaseOrderCommand(readPurchaseOrder(childNamed(request, 'PO', P)));
    const outcome = await placePurchaseOrder(app.deps, caller, command);
    if (outcome.kind === 'in-progress') {
      return sendPOResponse(undefined, [
        {
          code: ServiceCode.duplicateTransaction,
          description: `Duplicated transaction: PO ${command.poNumber} is already being submitted; this PO was not submitted.`,
          severity: 'Error',
        },
      ]);
    }
    if (outcome.kind === 'duplicate') {
      return sendPOResponse(undefined, [
        {
          code: ServiceCode.duplicateTransaction,
          description: `Duplicated transaction: PO ${command.poNumber} was already submitted as order ${outcome.orderNumber}; this PO was not submitted.`,
          severity: 'Error',
        },
      ]);
    }
    const { orderNumber, orders } = outcome.result;
    const warehouses = orders.map((o) => o.warehouseAbbr).join(', ');
    return sendPOResponse(orderNumber, [
      {
        code: ServiceCode.received,
        description: `PO ${command.poNumber} received and placed as order ${orderNumber} (shipping from ${warehouses}).`,
        severity: 'Information',
      },
    ]);
  } catch (error) {
    return sendPOResponse(undefined, toServiceMessages(error, app.log));
  }
}
