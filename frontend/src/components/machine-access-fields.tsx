import { Link } from 'react-router-dom';
import { useListSshKeysQuery } from '../api';
import { useT } from '../i18n';
import { TextField } from './ui';

export type MachineAccess = { hostname: string; sshKeyIds: string[] };

export type MachineAccessFieldsProps = {
  value: MachineAccess;
  onChange: (value: MachineAccess) => void;
  disabled?: boolean;
  /** The hostname field's placeholder: the default the server picks when it is left empty. */
  hostnamePlaceholder?: string;
};

/**
 * How the customer gets into a KVM machine (issue 39), at the order and the reinstall: its hostname
 * and which of the account's SSH keys may log in as root (checkboxes; none by default). The server
 * checks both (RFC 1123; the keys must be the customer's).
 */
export function MachineAccessFields({
  value,
  onChange,
  disabled,
  hostnamePlaceholder,
}: MachineAccessFieldsProps) {
  const t = useT();
  const keys = useListSshKeysQuery();
  const toggle = (id: string, on: boolean) =>
    onChange({
      ...value,
      sshKeyIds: on ? [...value.sshKeyIds, id] : value.sshKeyIds.filter((k) => k !== id),
    });

  return (
    <div className="grid gap-4">
      <TextField
        label={t('access.picker.hostname')}
        hint={t('access.picker.hostnameHint')}
        value={value.hostname}
        placeholder={hostnamePlaceholder}
        maxLength={253}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, hostname: e.target.value })}
      />
      <fieldset className="grid gap-2" disabled={disabled}>
        <legend className="text-sm font-medium text-ink">{t('access.picker.legend')}</legend>
        <p className="text-sm text-ink-muted">{t('access.picker.hint')}</p>
        {keys.isError ? (
          <p className="text-sm text-danger-700">{t('access.picker.loadFailed')}</p>
        ) : keys.data && keys.data.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('access.picker.none')}</p>
        ) : (
          keys.data?.map((key) => (
            <label key={key.id} className="flex min-w-0 cursor-pointer items-start gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="focus-ring mt-0.5 size-4 shrink-0 rounded accent-brand-600"
                checked={value.sshKeyIds.includes(key.id)}
                onChange={(e) => toggle(key.id, e.target.checked)}
              />
              <span className="min-w-0">
                <span className="font-medium">{key.name}</span>{' '}
                <code className="break-all font-mono text-xs text-ink-muted">{key.fingerprint}</code>
              </span>
            </label>
          ))
        )}
        <Link to="/account/ssh-keys" className="text-sm font-medium text-brand-700 underline">
          {t('access.picker.manage')}
        </Link>
      </fieldset>
    </div>
  );
}

/** The order's or reinstall's body fields for a choice: an empty hostname leaves the server's default. */
export function machineAccessBody(value: MachineAccess): { hostname?: string; sshKeyIds: string[] } {
  const hostname = value.hostname.trim();
  return { ...(hostname === '' ? {} : { hostname }), sshKeyIds: value.sshKeyIds };
}
