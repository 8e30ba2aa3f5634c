// GET /v2/paymentprofiles/?email= – saved payment methods of a website user (compatibility.md §3).
import type { PaymentProfileWire } from '@/lib/contracts/wire/account-records';
import { listPaymentProfiles } from '@/lib/services/list-payment-profiles';
import { json } from '../responses';
import type { Route } from '../router';

export const paymentProfileRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'v2/paymentprofiles',
    async handler({ req, caller, app }) {
      const profiles = await listPaymentProfiles(app.deps, caller, req.query.get('email'));
      return json(
        200,
        profiles.map((p): PaymentProfileWire => ({
          profileID: p.profileId,
          profileType: p.profileType,
          name: p.name,
        })),
      );
    },
  },
];
