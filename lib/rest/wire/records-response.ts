// A small known list in the caller's media type: JSON by default, `?mediatype=xml` as a document
// whose element names are the JSON field names (compatibility.md §2: XML wherever practical).
import type { QueryParams } from '../query-params';
import { JSON_TYPE, XML_TYPE } from '../responses';
import type { RestResponse } from '../types';
import { parseMediaType } from './media-type';
import { xmlDocument, type XmlListShape } from './xml-writer';

export function recordsResponse(
  status: number,
  records: readonly object[],
  query: QueryParams,
  shape: XmlListShape,
): RestResponse {
  if (parseMediaType(query) === 'xml') {
    return {
      status,
      headers: { 'content-type': XML_TYPE },
      body: xmlDocument([...records], shape),
    };
  }
  return { status, headers: { 'content-type': JSON_TYPE }, body: JSON.stringify(records) };
}
