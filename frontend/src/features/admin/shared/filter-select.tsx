import { Select } from '../../../components/ui';

export type FilterOption = { value: string; label: string };

export type FilterSelectProps = {
  /** The visible label, e.g. 'Status'. */
  label: string;
  /** The filter's value in effect; undefined or '' is "all". */
  value: string | undefined;
  /** Called with the chosen value, or undefined for "all". */
  onChange: (value: string | undefined) => void;
  options: FilterOption[];
  /** The first choice, which turns the filter off (default 'All'). */
  allLabel?: string;
  className?: string;
};

/** One list filter as a native select whose first choice is "All" (no filter). */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel = 'All',
  className,
}: FilterSelectProps) {
  return (
    <Select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      options={[{ value: '', label: allLabel }, ...options]}
      className={className}
    />
  );
}

/** One filter of a list's toolbar: its URL key, label, choices and width in the toolbar's row. */
export type FilterSpec<Key extends string> = {
  key: Key;
  label: string;
  options: FilterOption[];
  className?: string;
};

/**
 * A list's filters, each kept in the URL (useListParams): two to a line on phones, in the
 * toolbar's row from 640 px.
 */
export function ListFilters<Key extends string>({
  list,
  filters,
}: {
  list: { filters: Partial<Record<Key, string>>; setFilter: (key: Key, value: string | undefined) => void };
  filters: readonly FilterSpec<Key>[];
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:contents">
      {filters.map((filter) => (
        <FilterSelect
          key={filter.key}
          label={filter.label}
          value={list.filters[filter.key]}
          onChange={(value) => list.setFilter(filter.key, value)}
          options={filter.options}
          className={filter.className}
        />
      ))}
    </div>
  );
}
