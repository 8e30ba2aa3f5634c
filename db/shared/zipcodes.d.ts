// Types for the parts of the `zipcodes` package (CommonJS, untyped) that we use.
declare module 'zipcodes' {
  interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { lookup(zip: string): ZipCodeEntry | undefined };
  export default zipcodes;
}
