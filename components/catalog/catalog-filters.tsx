// The catalog's search and filters: a plain GET form, so the URL carries the whole state (a search
// can be shared or bookmarked) and it works from the keyboard without any script.
// The counts per value stream in after the form: counting every facet is the search's slowest
// read (about a second at full scale), and the form and the styles need not wait for it.
import { Suspense } from 'react';
import type { CatalogSearch } from '@/lib/contracts/catalog-search';
import type { CatalogFacets, FacetCounts } from '@/lib/domain/ports/catalog-search-repository';
import { CatalogSearchSuggestions } from './catalog-search-suggestions';
import { FilterDisclosure } from './filter-disclosure';

const sortLabels: Record<CatalogSearch['sort'], string> = {
  relevance: 'Best match',
  name: 'Style name',
  brand: 'Brand',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'New styles first',
};

interface Props {
  search: CatalogSearch;
  facets: CatalogFacets;
  /** Styles each value would leave with the rest of the search as it is (still being counted). */
  counts: Promise<FacetCounts>;
}

type PickCount = (counts: FacetCounts) => number | undefined;

async function CountValue({ counts, pick }: { counts: Promise<FacetCounts>; pick: PickCount }) {
  return ` (${(pick(await counts) ?? 0).toLocaleString('en-US')})`;
}

/** " (n)" after a filter's label, once the counts are in. */
function Count({ counts, pick }: { counts: Promise<FacetCounts>; pick: PickCount }) {
  return (
    <Suspense fallback={null}>
      <CountValue counts={counts} pick={pick} />
    </Suspense>
  );
}

function CheckboxGroup({
  legend,
  name,
  options,
  checked,
  counts,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string; pick: PickCount }[];
  checked: readonly string[];
  counts: Promise<FacetCounts>;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex max-h-52 flex-col gap-1 overflow-y-auto pr-1">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              className="h-4 w-4"
            />
            {option.label}
            <Count counts={counts} pick={option.pick} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function activeFilters(search: CatalogSearch): number {
  return (
    Number(search.new) +
    Number(search.sustainable) +
    search.instock.length +
    search.brand.length +
    search.category.length
  );
}

export function CatalogFilters({ search, facets, counts }: Props) {
  return (
    <form
      method="get"
      action="/catalog"
      role="search"
      aria-label="Search the catalog"
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="catalog-q" className="text-sm font-semibold text-slate-800">
          Search
        </label>
        <CatalogSearchSuggestions defaultValue={search.q} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="catalog-sort" className="text-sm font-semibold text-slate-800">
          Sort by
        </label>
        <select
          id="catalog-sort"
          name="sort"
          defaultValue={search.sort}
          className="rounded-md border border-slate-300 px-3 py-2"
        >
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <FilterDisclosure activeCount={activeFilters(search)}>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold text-slate-800">Show only</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="new"
              value="1"
              defaultChecked={search.new}
              className="h-4 w-4"
            />
            New styles
            <Count counts={counts} pick={(c) => c.newStyles} />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="sustainable"
              value="1"
              defaultChecked={search.sustainable}
              className="h-4 w-4"
            />
            Sustainable styles
            <Count counts={counts} pick={(c) => c.sustainableStyles} />
          </label>
        </fieldset>
        <CheckboxGroup
          legend="In stock at"
          name="instock"
          options={facets.warehouses.map((w) => ({
            value: w.code,
            label: `${w.name} (${w.code})`,
            pick: (c) => c.warehouses.get(w.code),
          }))}
          checked={search.instock}
          counts={counts}
        />
        <CheckboxGroup
          legend="Brand"
          name="brand"
          options={facets.brands.map((b) => ({
            value: String(b.id),
            label: b.name,
            pick: (c) => c.brands.get(b.id),
          }))}
          checked={search.brand.map(String)}
          counts={counts}
        />
        <CheckboxGroup
          legend="Category"
          name="category"
          options={facets.categories.map((c) => ({
            value: String(c.id),
            label: c.name,
            pick: (n) => n.categories.get(c.id),
          }))}
          checked={search.category.map(String)}
          counts={counts}
        />
      </FilterDisclosure>
      {search.size !== 24 && <input type="hidden" name="size" value={search.size} />}
      <div className="flex gap-2">
        <button
          type="submit"
          className="flex-1 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
        >
          Apply
        </button>
        <a
          href="/catalog"
          className="rounded-md border border-slate-300 px-4 py-2 text-center font-medium text-slate-700 hover:bg-slate-100"
        >
          Clear
        </a>
      </div>
    </form>
  );
}
