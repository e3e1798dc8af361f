import type { OsOption } from '../../api';
import { Select } from '../../components/ui';

export type OsSelectProps = {
  /** Already in domain's sortOsOptions order. */
  options: OsOption[];
  /** The chosen option's id, or '' when none. */
  value: string;
  onChange: (osId: string) => void;
  invalid?: boolean;
};

function label(option: OsOption): string {
  return option.type === 'windows' ? `${option.displayname} (Windows)` : option.displayname;
}

/** The operating-system dropdown; with no options it shows why instead of a choice. */
export function OsSelect({ options, value, onChange, invalid }: OsSelectProps) {
  const empty = options.length === 0;
  return (
    <Select
      label="Operating system"
      hideLabel
      options={options.map((o) => ({ value: o.id, label: label(o) }))}
      placeholder={empty ? 'No operating systems available' : 'Select an operating system'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={empty}
      aria-invalid={invalid || undefined}
      hint={
        empty
          ? 'This plan has no operating system to offer right now. Please try again later or contact support.'
          : 'Installed when your server is provisioned. You can reinstall another one later.'
      }
    />
  );
}
