/** @type {import('next').NextConfig} */
const nextConfig = {
  // Clients of the production /v2 interface call both `/v2/orders` and `/v2/orders/` and do not
  // follow redirects (compatibility.md §2), so Next must not redirect either form.
  skipTrailingSlashRedirect: true,
  // Native and Node-only modules stay outside the server bundles.
  serverExternalPackages: [
    'better-sqlite3',
    'zipcodes',
    'nodemailer',
    'pg',
    'pdfkit',
    'sharp',
    'bwip-js',
    'swagger-ui-dist',
  ],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
