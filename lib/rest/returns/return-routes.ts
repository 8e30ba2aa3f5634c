// Returns (RMA) of after-the-order.md:
//   POST   /v2/returns/                         file a return (JSON or XML body); `testOrder` checks only
//   GET    /v2/returns/                         the account's returns, newest first (flat list of records)
//   GET    /v2/returns/{raNumber}               one return's records
//   DELETE /v2/returns/{raNumber}               cancel within 10 minutes of filing
//   GET    /v2/returns/{raNumber}/labels/{n}.png|.zpl[?box=b]   the return label of record n
// `?Boxes=true` (or `showBoxes` in the body) adds each record's boxes with their labels inline.
import { parseReturnRequest } from '@/lib/contracts/return-request';
import { DomainError } from '@/lib/domain/errors';
import { returnLabelZpl } from '@/lib/domain/return-label';
import { cancelReturn } from '@/lib/services/cancel-return';
import { fileReturn } from '@/lib/services/file-return';
import { findReturn, listReturns, type ReturnResult } from '@/lib/services/get-returns';
import { json } from '../responses';
import type { Route, RouteContext } from '../router';
import type { RestRequest } from '../types';
import { parseMediaType } from '../wire/media-type';
import { renderReturnLabelPng } from './return-label-png';
import { hasLabels, labelsOf, toReturnWire } from './return-wire';

const hostPattern = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** Our address as the client reached us (the configured public URL wins, as for the WSDL). */
function baseUrlOf(req: RestRequest, publicUrl: string | undefined, port: number): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = req.headers.host?.trim();
  const scheme =
    req.headers['x-forwarded-proto']?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${scheme}://${host && hostPattern.test(host) ? host : `localhost:${port}`}`;
}

async function answer(ctx: RouteContext, results: ReturnResult[], showBoxes: boolean) {
  // Records are JSON only: their inline labels and nested addresses are not worth an XML form,
  // and `mediatype=xml` is refused rather than ignored.
  parseMediaType(ctx.req.query, ['json']);
  const options = {
    timeZone: ctx.app.deps.settings.businessTimeZone,
    baseUrl: baseUrlOf(ctx.req, ctx.app.config.PUBLIC_URL, ctx.app.config.PORT),
    showBoxes:
      showBoxes ||
      ctx.req.query.boolean('Boxes') === true ||
      ctx.req.query.boolean('showBoxes') === true,
  };
  const records = (await Promise.all(results.map((r) => toReturnWire(r, options)))).flat();
  return json(200, records);
}

export const returnRoutes: Route[] = [
  {
    method: 'POST',
    pattern: 'v2/returns',
    async handler(ctx) {
      parseMediaType(ctx.req.query, ['json']);
      const command = parseReturnRequest(ctx.req.headers['content-type'], ctx.req.body);
      const result = await fileReturn(ctx.app.deps, ctx.caller, command);
      return answer(ctx, [result], command.showBoxes);
    },
  },
  {
    method: 'GET',
    pattern: 'v2/returns/:raNumber?',
    async handler(ctx) {
      const ra = ctx.params.raNumber;
      const results =
        ra === undefined
          ? await listReturns(ctx.app.deps, ctx.caller)
          : [await findReturn(ctx.app.deps, ctx.caller, ra)];
      return answer(ctx, results, false);
    },
  },
  {
    method: 'DELETE',
    pattern: 'v2/returns/:raNumber',
    async handler(ctx) {
      const result = await cancelReturn(ctx.app.deps, ctx.caller, ctx.params.raNumber ?? '');
      return answer(ctx, [result], false);
    },
  },
  {
    method: 'GET',
    pattern: 'v2/returns/:raNumber/labels/:file',
    async handler({ req, params, caller, app }) {
      const result = await findReturn(app.deps, caller, params.raNumber ?? '');
      const match = /^(\d{1,3})\.(png|zpl)$/i.exec(params.file ?? '');
      const index = match ? Number(match[1]) - 1 : -1;
      const record = result.records[index];
      const missing = () => DomainError.notFound('label', 'No such return label.');
      if (!match || !record || !hasLabels(result, record)) throw missing();
      const labels = labelsOf(result, index);
      const boxParam = req.query.get('box');
      const box = boxParam === undefined ? 1 : Number(boxParam);
      const label = Number.isInteger(box) ? labels[box - 1] : undefined;
      if (!label)
        throw DomainError.field('box', `Must be a box number from 1 to ${labels.length}.`);
      const headers = (type: string, ext: string) => ({
        'content-type': type,
        'content-disposition': `inline; filename="${result.raNumber}_${index + 1}_${box}.${ext}"`,
        'cache-control': 'private, max-age=3600',
      });
      if (match[2]!.toLowerCase() === 'zpl') {
        return {
          status: 200,
          headers: headers('application/zpl; charset=utf-8', 'zpl'),
          body: returnLabelZpl(label),
        };
      }
      return {
        status: 200,
        headers: headers('image/png', 'png'),
        body: await renderReturnLabelPng(label),
      };
    },
  },
];
