// The checks every PromoStandards request passes before its operation runs, in the standard's
// order: wsVersion (120, 115), credentials present (110), the throttle on failures and the
// credentials themselves (105, 100), the account's access to this service (104), and the same
// per-account rate limit as /v2, counted in the same place.
import type { Caller } from '@/lib/domain/accounts';
import { authenticateSoapCaller } from '@/lib/services/authenticate-soap-caller';
import { countApiRequest, type RateLimitState } from '@/lib/services/count-api-request';
import type { SoapContext } from './context';
import type { SoapServiceDefinition } from './service-definition';
import { requiredFields, ServiceMessageError, StandardCode } from './service-messages';
import { childText, type XmlElement } from './xml-tree';

export interface Admitted {
  caller: Caller;
  rate: RateLimitState;
}

export async function admitRequest(
  context: SoapContext,
  service: SoapServiceDefinition,
  request: XmlElement,
  clientAddress: string,
): Promise<Admitted> {
  const ns = service.credentialNamespaces;
  const wsVersion = childText(request, 'wsVersion', ns);
  if (wsVersion === '') throw requiredFields(['wsVersion']);
  if (wsVersion !== service.wsVersion) {
    throw ServiceMessageError.of(
      StandardCode.versionNotFound,
      `wsVersion not found: ${wsVersion}. The supported version is ${service.wsVersion}.`,
    );
  }
  const id = childText(request, 'id', ns);
  const password = childText(request, 'password', ns);
  if (id === '' || password === '') {
    throw ServiceMessageError.of(
      StandardCode.credentialsRequired,
      'Authentication Credentials required: send your account number as id and your API key as password.',
    );
  }
  const caller = await authenticateSoapCaller(context.deps, {
    id,
    password,
    service: service.accessKey,
    clientAddress,
  });
  const rate = await countApiRequest(context.deps, caller.account.id);
  return { caller, rate };
}
