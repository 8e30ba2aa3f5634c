// US zip codes from the maintained `zipcodes` package (reference data shipped with the code, not
// rows in our database; it is an adapter all the same, so the services see only the port).
import type zipcodesModule from 'zipcodes';
import type { PostalCodeDirectory } from '@/lib/domain/ports/postal-code-directory';

type ZipCodes = typeof zipcodesModule;

// The package parses its whole data set when loaded (most of a second): load it on first use, not
// when the route modules are imported (`next build` imports every route).
let zipcodesLoading: Promise<ZipCodes> | undefined;
function loadZipcodes(): Promise<ZipCodes> {
  zipcodesLoading ??= import('zipcodes').then((m) => m.default);
  return zipcodesLoading;
}

export function createPostalCodeDirectory(): PostalCodeDirectory {
  return {
    async locate(zip) {
      const zipcodes = await loadZipcodes();
      // The package also answers Canadian postal codes and 3-character prefixes: only exact
      // 5-digit US entries count.
      const entry = /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
      if (!entry || entry.country !== 'US' || entry.zip !== zip) return undefined;
      return {
        zip: entry.zip,
        city: entry.city,
        state: entry.state,
        latitude: entry.latitude,
        longitude: entry.longitude,
      };
    },
  };
}
