import type { Caller } from '@/lib/domain/accounts';
import { DomainError } from '@/lib/domain/errors';
import type { OrderView } from '@/lib/domain/orders';
import { statusRowOf, type IssueTemplate } from '@/lib/domain/promostandards-status';
import type { ServiceDeps } from './service-deps';

export interface OrderIssue {
  issueId: string;
  record: OrderView;
  issue: IssueTemplate;
}

/** An issue's id: the record it is about and its category, stable for the record's lifetime. */
export function issueIdOf(record: OrderView, issue: IssueTemplate): string {
  return `${record.guid}:${issue.category}`;
}

/** The open issue of one of the caller's records, by its id; another account's is not found. */
export async function getOrderIssue(
  deps: ServiceDeps,
  caller: Caller,
  issueId: string,
): Promise<OrderIssue> {
  const guid = issueId.split(':')[0] ?? '';
  const { orders } = guid
    ? await deps.repos.orderQueries.find(caller.account.id, { ids: [guid.toLowerCase()] })
    : { orders: [] };
  for (const record of orders) {
    const issue = statusRowOf(record)?.issue;
    if (issue && issueIdOf(record, issue) === issueId) return { issueId, record, issue };
  }
  throw DomainError.notFound('issueId', `Issue ${issueId} not found.`);
}
