// The production server of `npm start`: a plain node:http front that answers /v2 and the SOAP
// path on plain records (ARCHITECTURE.md invariant 9) and hands every other path to Next.
import next from 'next';
import { demoAccounts } from '@/db/seed/reference-data';
import { getContainer } from '@/lib/server/container';
import { createFrontServer } from '@/lib/server/front-server';
import { startBackgroundWork } from '@/lib/server/background-work';
import { installGracefulShutdown } from '@/lib/server/graceful-shutdown';

const app = getContainer();
const port = app.config.PORT;
const hostname = process.env.HOST ?? '0.0.0.0';

const nextApp = next({ dev: false, dir: process.cwd(), hostname, port });
await nextApp.prepare();
const nextHandler = nextApp.getRequestHandler();

const server = createFrontServer({ app, fallback: (req, res) => nextHandler(req, res) });
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  const base = `http://localhost:${port}`;
  const lines = [
    '',
    `Apparel Portal is running.`,
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
    `Try: curl -u ${demoAccounts[0].account.number}:${demoAccounts[0].apiKey} ${base}/v2/styles/`,
    '',
  ];
  console.info(lines.join('\n'));
});
const stopBackground = startBackgroundWork(app);
installGracefulShutdown({ server, app, stopBackground, close: () => app.database.close() });
