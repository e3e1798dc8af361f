import type { GameVersion } from '../../api';
import { Select } from '../../components/ui';
import { useT } from '../../i18n';

export type VersionSelectProps = {
  /** Already in domain's sortVersions order (newest first). */
  versions: GameVersion[];
  value: string;
  onChange: (versionId: string) => void;
  invalid?: boolean;
};

/** The game-version dropdown; the newest version comes first. */
export function VersionSelect({ versions, value, onChange, invalid }: VersionSelectProps) {
  const t = useT();
  const empty = versions.length === 0;
  return (
    <Select
      label={t('configure.versionSelect.label')}
      hideLabel
      options={versions.map((v, i) => ({
        value: v.id,
        label: i === 0 ? t('configure.versionSelect.latest', { version: v.version }) : v.version,
      }))}
      placeholder={empty ? t('configure.versionSelect.none') : t('configure.versionSelect.placeholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={empty}
      aria-invalid={invalid || undefined}
      hint={empty ? t('configure.versionSelect.noneHint') : t('configure.versionSelect.hint')}
    />
  );
}
