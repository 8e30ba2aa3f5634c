// The catalog's search and filters: a plain GET form, so the URL carries the whole state (a search
// can be shared or bookmarked) and it works from the keyboard without any script.
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
  /** Styles each value would leave with the rest of the search as it is. */
  counts: FacetCounts;
}

const withCount = (label: string, n: number | undefined) =>
  `${label} (${(n ?? 0).toLocaleString('en-US')})`;

function CheckboxGroup({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  checked: readonly string[];
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
            {withCount('New styles', counts.newStyles)}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="sustainable"
              value="1"
              defaultChecked={search.sustainable}
              className="h-4 w-4"
            />
            {withCount('Sustainable styles', counts.sustainableStyles)}
          </label>
        </fieldset>
        <CheckboxGroup
          legend="In stock at"
          name="instock"
          options={facets.warehouses.map((w) => ({
            value: w.code,
            label: withCount(`${w.name} (${w.code})`, counts.warehouses.get(w.code)),
          }))}
          checked={search.instock}
        />
        <CheckboxGroup
          legend="Brand"
          name="brand"
          options={facets.brands.map((b) => ({
            value: String(b.id),
            label: withCount(b.name, counts.brands.get(b.id)),
          }))}
          checked={search.brand.map(String)}
        />
        <CheckboxGroup
          legend="Category"
          name="category"
          options={facets.categories.map((c) => ({
            value: String(c.id),
            label: withCount(c.name, counts.categories.get(c.id)),
          }))}
          checked={search.category.map(String)}
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
