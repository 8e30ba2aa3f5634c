// A list answer in the format the caller asked for. Known lists are written as one string; paged
// listings (the whole catalog) stream in chunks of about 64 KiB, in JSON and in XML alike.
import type { Listing } from '@/lib/domain/listing';
import { JSON_TYPE, XML_TYPE } from '../responses';
import type { RestResponse } from '../types';
import type { FieldsFilter } from './fields-filter';
import { jsonArrayChunks } from './json-stream';
import type { MediaType } from './media-type';
import { recordChunks } from './text-chunks';
import {
  xmlDocument,
  xmlDocumentEnd,
  xmlDocumentStart,
  xmlElement,
  type XmlListShape,
} from './xml-writer';

export interface ListFormat<T, W extends object> {
  toWire: (item: T) => W;
  format: MediaType;
  fields?: FieldsFilter;
  xml: XmlListShape;
}

export function listResponse<T, W extends object>(
  listing: Listing<T>,
  { toWire, format, fields, xml }: ListFormat<T, W>,
): RestResponse {
  const wire = fields ? (item: T) => fields.apply(toWire(item)) : toWire;
  const headers = { 'content-type': format === 'xml' ? XML_TYPE : JSON_TYPE };
  if (listing.kind === 'items') {
    const records = listing.items.map(wire);
    const body = format === 'xml' ? xmlDocument(records, xml) : JSON.stringify(records);
    return { status: 200, headers, body };
  }
  const body =
    format === 'xml' ? xmlChunks(listing.pages, wire, xml) : jsonArrayChunks(listing.pages, wire);
  return { status: 200, headers, body };
}

function xmlChunks<T>(
  pages: AsyncIterable<readonly T[]>,
  toWire: (item: T) => unknown,
  shape: XmlListShape,
): AsyncIterable<string> {
  return recordChunks(pages, (item) => xmlElement(shape.item, toWire(item), shape), {
    head: xmlDocumentStart(shape),
    separator: '',
    tail: xmlDocumentEnd(shape),
  });
}
