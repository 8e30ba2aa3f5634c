// GET /v2/paymentprofiles/?email= – saved payment methods of a website user (compatibility.md §3).
import type { PaymentProfileWire } from '@/lib/contracts/wire/account-records';
import { listPaymentProfiles } from '@/lib/services/list-payment-profiles';
import type { Route } from '../router';
import { recordsResponse } from '../wire/records-response';

export const paymentProfileRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'v2/paymentprofiles',
    async handler({ req, caller, app }) {
      const profiles = await listPaymentProfiles(app.deps, caller, req.query.get('email'));
      return recordsResponse(
        200,
        profiles.map((p): PaymentProfileWire => ({
          profileID: p.profileId,
          profileType: p.profileType,
          name: p.name,
        })),
        req.query,
        { root: 'ArrayOfPaymentProfile', item: 'PaymentProfile' },
      );
    },
  },
];
