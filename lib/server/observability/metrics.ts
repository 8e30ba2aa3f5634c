// Prometheus metrics of one server process (prom-client). Request counts and latencies per route
// and status, orders placed, rate-limit refusals, webhook attempts, and the outbox's and the
// webhooks' backlog and age, read from the database at scrape time so that every process
// reports the same, shared backlog. Under the cluster, the primary merges every worker's figures
// (cluster-metrics.ts).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Clock } from '@/lib/domain/clock';
import type { OperationsRepository } from '@/lib/domain/ports/operations-repository';
import type { WebhookRepository } from '@/lib/domain/ports/webhook-repository';

export interface RequestObservation {
  method: string;
  /** A route pattern or a fixed label, never a raw path: label values must stay few. */
  route: string;
  status: number;
  durationSeconds: number;
}

export interface AppMetrics {
  registry: Registry;
  observeRequest(observation: RequestObservation): void;
  orderPlaced(): void;
  /** One webhook delivery attempt and what it left the message as. */
  webhookAttempt(outcome: 'delivered' | 'pending' | 'failed'): void;
  /** A request refused by the per-account rate limit, from either door (REST or SOAP). */
  rateLimitRefused(): void;
}

export function createMetrics(
  operations: OperationsRepository,
  clock: Clock,
  webhooks?: Pick<WebhookRepository, 'backlog'>,
): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by method, route and status.',
    labelNames,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'orders_placed_total',
    help: 'Real (not test) orders committed by this process, from every door.',
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'API requests (REST and SOAP) refused because the account passed its rate limit.',
    registers: [registry],
  });
  new Gauge({
    name: 'outbox_pending_messages',
    help: 'E-mails written to the outbox and not delivered yet (all processes).',
    registers: [registry],
    // Every worker reads the same shared figure: summing N copies of it would be wrong.
    aggregator: 'max',
    async collect() {
      this.set((await operations.outboxBacklog()).pending);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest undelivered outbox e-mail; 0 when none waits.',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const { oldestCreatedAt } = await operations.outboxBacklog();
      this.set(oldestCreatedAt === null ? 0 : Math.max(0, (clock.now() - oldestCreatedAt) / 1000));
    },
  });
  const webhookAttempts = new Counter({
    name: 'webhook_attempts_total',
    help: 'Webhook delivery attempts by this process, by outcome (delivered, retry, failed).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  if (webhooks) {
    new Gauge({
      name: 'webhook_pending_messages',
      help: 'Webhook messages not delivered yet and not given up (all processes).',
      registers: [registry],
      aggregator: 'max',
      async collect() {
        this.set((await webhooks.backlog()).pending);
      },
    });
    new Gauge({
      name: 'webhook_oldest_pending_age_seconds',
      help: 'Age of the oldest pending webhook message; 0 when none waits.',
      registers: [registry],
      aggregator: 'max',
      async collect() {
        const { oldestPendingCreatedAt: oldest } = await webhooks.backlog();
        this.set(oldest === null ? 0 : Math.max(0, (clock.now() - oldest) / 1000));
      },
    });
  }
  return {
    registry,
    observeRequest({ method, route, status, durationSeconds }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, durationSeconds);
    },
    orderPlaced: () => ordersPlaced.inc(),
    webhookAttempt: (outcome) =>
      webhookAttempts.inc({ outcome: outcome === 'pending' ? 'retry' : outcome }),
    rateLimitRefused: () => rateLimited.inc(),
  };
}
