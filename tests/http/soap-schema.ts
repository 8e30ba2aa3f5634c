// Validates SOAP bodies against the vendored PromoStandards XSDs with libxml2 (xmllint-wasm): the
// Body's element against the schema that declares it, every imported XSD preloaded by file name.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

const specDirectory = join(process.cwd(), 'spec', 'promostandards-po-1.0.0');

const schemaFiles: XMLFileInfo[] = readdirSync(specDirectory)
  .filter((name) => name.endsWith('.xsd'))
  .map((name) => ({ fileName: name, contents: readFileSync(join(specDirectory, name), 'utf8') }));

const schemaByElement: Record<string, string> = {
  GetSupportedOrderTypesRequest: 'GetSupportedOrderTypesRequest.xsd',
  GetSupportedOrderTypesResponse: 'GetSupportedOrderTypesResponse.xsd',
  SendPORequest: 'SendPORequest.xsd',
  SendPOResponse: 'SendPOResponse.xsd',
};

/** The Body's element of a SOAP 1.1 envelope, cut out as written (it declares its namespaces). */
export function bodyElementOf(envelope: string): string {
  const match = /<([A-Za-z_][\w.-]*:)?Body(?:\s[^>]*)?>([\s\S]*)<\/\1Body>/.exec(envelope);
  if (!match?.[2]) throw new Error(`No SOAP Body in: ${envelope.slice(0, 300)}`);
  return match[2].trim();
}

export interface SchemaVerdict {
  valid: boolean;
  element: string;
  errors: string[];
}

function elementName(element: string): string {
  return /^<(?:[\w.-]+:)?([\w.-]+)/.exec(element)?.[1] ?? '';
}

/**
 * Validates several Body elements; libxml2 runs once per schema (each run costs a WebAssembly
 * instance, about a second on a busy machine), each element as its own file.
 */
export async function validateBodyElements(elements: readonly string[]): Promise<SchemaVerdict[]> {
  const verdicts: SchemaVerdict[] = elements.map((element) => ({
    valid: false,
    element: elementName(element),
    errors: [],
  }));
  const bySchema = new Map<string, number[]>();
  verdicts.forEach((verdict, index) => {
    const schemaName = schemaByElement[verdict.element];
    if (!schemaName) verdict.errors.push(`no schema for <${verdict.element}>`);
    else bySchema.set(schemaName, [...(bySchema.get(schemaName) ?? []), index]);
  });
  for (const [schemaName, indexes] of bySchema) {
    const schema = schemaFiles.find((f) => f.fileName === schemaName);
    if (!schema) throw new Error(`missing ${schemaName}`);
    const result = await validateXML({
      xml: indexes.map((i) => ({ fileName: `body-${i}.xml`, contents: elements[i] ?? '' })),
      schema: [schema],
      preload: schemaFiles.filter((f) => f !== schema),
    });
    for (const i of indexes) {
      const verdict = verdicts[i];
      if (!verdict) continue;
      // xmllint starts every line about a file with the file's name.
      verdict.errors = result.errors
        .filter((e) => e.rawMessage.startsWith(`body-${i}.xml`))
        .map((e) => e.message);
      verdict.valid = verdict.errors.length === 0;
    }
    if (!result.valid && indexes.every((i) => verdicts[i]?.valid)) {
      for (const i of indexes) {
        const verdict = verdicts[i];
        if (verdict) Object.assign(verdict, { valid: false, errors: [result.rawOutput] });
      }
    }
  }
  return verdicts;
}

export async function validateBodyElement(element: string): Promise<SchemaVerdict> {
  const [verdict] = await validateBodyElements([element]);
  if (!verdict) throw new Error('no verdict');
  return verdict;
}

/** Validates an envelope's Body element; returns the verdict for an `expect(...).toEqual` check. */
export async function validateEnvelope(envelope: string): Promise<SchemaVerdict> {
  return validateBodyElement(bodyElementOf(envelope));
}

export function validateEnvelopes(envelopes: readonly string[]): Promise<SchemaVerdict[]> {
  return validateBodyElements(envelopes.map(bodyElementOf));
}
