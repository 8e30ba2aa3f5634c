import { describe, expect, it } from 'vitest';
import { QueryParams } from '@/lib/rest/query-params';
import type { RestRequest } from '@/lib/rest/types';
import { soapServices } from '../services';
import { purchaseOrderService } from '../purchase-order/definition';
import { schemaDocument, serviceAddress, wsdlDocument } from './wsdl';

function request(headers: Record<string, string>): RestRequest {
  return { method: 'GET', path: '/', query: new QueryParams(''), headers, body: undefined };
}

const path = '/PurchaseOrder/v1/PurchaseOrderService.svc';

describe('the address in soap:address', () => {
  it('is the configured public URL when there is one', () => {
    const req = request({ host: 'internal:3000' });
    expect(serviceAddress(req, path, 'https://orders.example.com/', 3000)).toBe(
      `https://orders.example.com${path}`,
    );
  });

  it("is the request's host otherwise, with a proxy's host and scheme when it forwards them", () => {
    expect(serviceAddress(request({ host: 'localhost:3000' }), path, undefined, 3000)).toBe(
      `http://localhost:3000${path}`,
    );
    expect(
      serviceAddress(
        request({
          host: 'app:3000',
          'x-forwarded-host': 'po.example.com',
          'x-forwarded-proto': 'https',
        }),
        path,
        undefined,
        3000,
      ),
    ).toBe(`https://po.example.com${path}`);
  });

  it('ignores a Host header that is not a host name', () => {
    expect(serviceAddress(request({ host: 'evil"/><x' }), path, undefined, 8080)).toBe(
      `http://localhost:8080${path}`,
    );
  });

  it('is written into the WSDL, escaped', () => {
    const wsdl = wsdlDocument(purchaseOrderService, 'http://h/a?x=1&y=2');
    expect(wsdl).toContain('<soap:address location="http://h/a?x=1&amp;y=2"/>');
    expect(wsdl).not.toContain('[Endpoint URL]');
  });
});

describe('every service', () => {
  it.each(soapServices.map((s) => [s.name, s] as const))(
    '%s publishes our address in its WSDL',
    (_name, service) => {
      const wsdl = wsdlDocument(service, `http://h${service.path}`);
      expect(wsdl).toContain(`location="http://h${service.path}"`);
      expect(wsdl).not.toMatch(/location="\[/);
    },
  );
});

describe('schema documents', () => {
  it('are only the vendored XSDs, by name in any case', () => {
    expect(schemaDocument(purchaseOrderService, 'sendporequest.XSD')).toContain(
      'name="SendPORequest"',
    );
    expect(schemaDocument(purchaseOrderService, '../package.json')).toBeUndefined();
    expect(schemaDocument(purchaseOrderService, 'POService.wsdl')).toBeUndefined();
  });

  it.each(soapServices.map((s) => [s.name, s] as const))(
    '%s lists every XSD its WSDL and schemas import, each vendored',
    (_name, service) => {
      const documents = [
        wsdlDocument(service, 'http://h/x.svc'),
        ...service.schemaFiles.map((f) => schemaDocument(service, f) ?? ''),
      ];
      const imported = new Set(
        documents.flatMap((d) => [...d.matchAll(/schemaLocation="([^"]+)"/g)].map((m) => m[1])),
      );
      expect([...imported].sort()).toEqual([...service.schemaFiles].sort());
    },
  );
});
