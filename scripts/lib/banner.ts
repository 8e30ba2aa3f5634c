// What `npm start` prints once the server listens: where to go and how to sign in.
import { demoAccounts } from '@/db/seed/reference-data';
import type { AppConfig } from '@/lib/server/config';

export function printBanner(config: AppConfig, processes: number): void {
  const base = `http://localhost:${config.PORT}`;
  const first = demoAccounts[0];
  const lines = [
    '',
    processes > 1
      ? `Apparel Portal is running (${processes} processes sharing port ${config.PORT}).`
      : `Apparel Portal is running.`,
    `  Portal:   ${base}/`,
    `  REST API: ${base}/v2/`,
    `  SOAP PO:  ${base}/PurchaseOrder/v1/PurchaseOrderService.svc?wsdl`,
    '',
    'Demo credentials:',
    ...demoAccounts.flatMap((d) => [
      `  account ${d.account.number} (${d.account.companyName})`,
      `    API:    -u ${d.account.number}:${d.apiKey}`,
      `    portal: ${d.user.email} / ${d.user.password}`,
    ]),
    '',
    `Try: curl -u ${first.account.number}:${first.apiKey} ${base}/v2/styles/`,
    '',
  ];
  console.info(lines.join('\n'));
}
