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
