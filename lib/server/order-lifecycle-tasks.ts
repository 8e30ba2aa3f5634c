// Background tasks of issue 4: the order lifecycle simulator and outbox delivery. Both keep all
// their state in the database, so any number of processes may run them (see background-work.ts).
import type { Mailer } from '@/lib/domain/ports/mailer';
import { advanceOrders } from '@/lib/services/advance-orders';
import { deliverOutbox } from '@/lib/services/deliver-outbox';
import type { BackgroundTask } from './background-work';
import type { AppContainer } from './container';
import { createSmtpMailer, messageDomainOf } from './mailer';

const mailers = new WeakMap<AppContainer, Mailer>();

function mailerOf(app: AppContainer): Mailer | undefined {
  const url = app.config.SMTP_URL;
  if (!url) return undefined;
  let mailer = mailers.get(app);
  if (!mailer) {
    mailer = createSmtpMailer(url, app.config.MAIL_FROM);
    mailers.set(app, mailer);
  }
  return mailer;
}

export const lifecycleSimulatorTask: BackgroundTask = {
  name: 'order-lifecycle-simulator',
  intervalMs: 5_000,
  async run(app) {
    if (!app.config.LIFECYCLE_SIMULATOR) return;
    await advanceOrders(app.deps);
  },
};

export const outboxDeliveryTask: BackgroundTask = {
  name: 'outbox-delivery',
  intervalMs: 3_000,
  async run(app) {
    const mailer = mailerOf(app);
    // Without SMTP_URL, messages stay in the outbox for the portal to show.
    if (!mailer) return;
    await deliverOutbox(app.deps, mailer, messageDomainOf(app.config.MAIL_FROM));
  },
};
