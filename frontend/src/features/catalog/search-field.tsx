import { Search } from 'lucide-react';
import { TextField } from '../../components/ui';

export type SearchFieldProps = {
  /** The accessible name (visually hidden; the placeholder and the icon say it on screen). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** The catalog pages' search box: a search input with a magnifier and a screen-reader label. */
export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      label={label}
      hideLabel
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      leading={<Search />}
      autoComplete="off"
      spellCheck={false}
      className={className}
    />
  );
}
