// The domain's status table only uses values the Order Status 2.0.0 XSD enumerates.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATUS_TABLE } from '@/lib/domain/promostandards-status';

const xsd = readFileSync(
  join(
    process.cwd(),
    'spec',
    'promostandards-order-status-2.0.0',
    'SharedObjectsOrderStatusV2.xsd',
  ),
  'utf8',
);

function enumeration(typeName: string): string[] {
  const block = new RegExp(`<xsd:simpleType name="${typeName}">([\\s\\S]*?)</xsd:simpleType>`).exec(
    xsd,
  )?.[1];
  return [...(block ?? '').matchAll(/<xsd:enumeration value="([^"]+)"/g)].map((m) => m[1] ?? '');
}

describe('the status table speaks the XSD', () => {
  it('uses only statusType values, and partiallyShipped exists for orders split over warehouses', () => {
    const statuses = enumeration('statusType');
    expect(statuses).toContain('partiallyShipped');
    for (const row of STATUS_TABLE) expect(statuses).toContain(row.status);
  });

  it('uses only issueCategoryType values', () => {
    const categories = enumeration('issueCategoryType');
    for (const row of STATUS_TABLE) {
      if (row.issue) expect(categories).toContain(row.issue.category);
    }
  });
});
