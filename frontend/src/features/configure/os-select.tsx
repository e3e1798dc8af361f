import type { OsOption } from '../../api';
import { Select } from '../../components/ui';
import { useT } from '../../i18n';

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
  const t = useT();
  const empty = options.length === 0;
  return (
    <Select
      label={t('configure.osSelect.label')}
      hideLabel
      options={options.map((o) => ({ value: o.id, label: label(o) }))}
      placeholder={empty ? t('configure.osSelect.none') : t('configure.osSelect.placeholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={empty}
      aria-invalid={invalid || undefined}
      hint={empty ? t('configure.osSelect.noneHint') : t('configure.osSelect.hint')}
    />
  );
}
