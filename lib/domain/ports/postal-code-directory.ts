/** Where a US zip code is: for transit days, freight distance and the ship-to state. */
export interface PostalCodeLocation {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface PostalCodeDirectory {
  /** The location of a 5-digit US zip code; undefined when no such zip code exists. */
  locate(zip: string): Promise<PostalCodeLocation | undefined>;
}
