import type { GameVersion } from '../../api';
import { Select } from '../../components/ui';

export type VersionSelectProps = {
  /** Already in domain's sortVersions order (newest first). */
  versions: GameVersion[];
  value: string;
  onChange: (versionId: string) => void;
  invalid?: boolean;
};

/** The game-version dropdown; the newest version comes first. */
export function VersionSelect({ versions, value, onChange, invalid }: VersionSelectProps) {
  const empty = versions.length === 0;
  return (
    <Select
      label="Game version"
      hideLabel
      options={versions.map((v, i) => ({
        value: v.id,
        label: i === 0 ? `${v.version} (latest)` : v.version,
      }))}
      placeholder={empty ? 'No versions available' : 'Select a version'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={empty}
      aria-invalid={invalid || undefined}
      hint={
        empty
          ? 'No version of this game can be installed right now. Please try again later.'
          : 'You can switch versions later from your control panel.'
      }
    />
  );
}
