// US zip codes from the maintained `zipcodes` package (reference data shipped with the code, not
// rows in our database; it is an adapter all the same, so the services see only the port).
import zipcodes from 'zipcodes';
import type { PostalCodeDirectory } from '@/lib/domain/ports/postal-code-directory';

export function createPostalCodeDirectory(): PostalCodeDirectory {
  return {
    locate(zip) {
      // The package also answers Canadian postal codes and 3-character prefixes: only exact
      // 5-digit US entries count.
      const entry = /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
      if (!entry || entry.country !== 'US' || entry.zip !== zip) return Promise.resolve(undefined);
      return Promise.resolve({
        zip: entry.zip,
        city: entry.city,
        state: entry.state,
        latitude: entry.latitude,
        longitude: entry.longitude,
      });
    },
  };
}
