import {
  isEmptyStyleIdentifiers,
  parseIdList,
  parseStyleIdentifiers,
} from '@/lib/domain/catalog-identifiers';
import type { ServiceDeps } from './service-deps';

/** The ways a request can name styles (interface-v2.md §4.5, §4.7). */
export interface StyleSelection {
  /** StyleID, PartNumber or `<brand> <style>` (path of /v2/styles, `?style=`, `?search=`). */
  identifiers?: readonly string[];
  /** `?styleid=`: ids only. */
  styleIds?: readonly string[];
  /** `?partnumber=`: part numbers only. */
  partNumbers?: readonly string[];
}

export function hasStyleSelection(selection: StyleSelection): boolean {
  return (
    selection.identifiers !== undefined ||
    selection.styleIds !== undefined ||
    selection.partNumbers !== undefined
  );
}

/** The ids of every style the selection names (the union of its parts), ascending. */
export async function resolveStyleIds(
  deps: ServiceDeps,
  selection: StyleSelection,
  identifiersField = 'style',
): Promise<number[]> {
  const byIdentifier = parseStyleIdentifiers(selection.identifiers ?? [], identifiersField);
  const styleIds = parseIdList(selection.styleIds ?? [], 'styleid');
  const partNumbers = parseStyleIdentifiers(selection.partNumbers ?? [], 'partnumber').partNumbers;
  const identifiers = {
    styleIds: [...byIdentifier.styleIds, ...styleIds],
    partNumbers: [...byIdentifier.partNumbers, ...partNumbers],
    brandStyleNames: byIdentifier.brandStyleNames,
  };
  if (isEmptyStyleIdentifiers(identifiers)) return [];
  return deps.repos.catalog.resolveStyleIds(identifiers);
}
