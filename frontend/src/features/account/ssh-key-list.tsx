import { SSH_KEYS_PER_ACCOUNT } from '@shop/domain/ssh-keys';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { SshKey } from '../../api';
import { getApiErrorMessage, useDeleteSshKeyMutation } from '../../api';
import { Button, Card, CardHeader, EmptyState } from '../../components/ui';
import { formatDisplayDate, useLocale, useT } from '../../i18n';
import { DeleteSshKeyDialog } from './delete-ssh-key-dialog';

/** The account's keys: name, type, fingerprint and when added, each with Delete (asked first). */
export function SshKeyList({ keys }: { keys: readonly SshKey[] }) {
  const t = useT();
  const locale = useLocale();
  const [deleting, setDeleting] = useState<SshKey | null>(null);
  const [remove, { isLoading, error, reset }] = useDeleteSshKeyMutation();

  const close = () => {
    reset();
    setDeleting(null);
  };
  const confirm = () => {
    if (!deleting) return;
    void remove({ id: deleting.id })
      .unwrap()
      .then(() => setDeleting(null))
      .catch(() => undefined);
  };

  return (
    <Card className="p-5 sm:p-6">
      <CardHeader
        title={t('access.sshKeys.listTitle')}
        description={t('access.sshKeys.count', { count: keys.length, max: SSH_KEYS_PER_ACCOUNT })}
      />
      {keys.length === 0 ? (
        <EmptyState icon={KeyRound} as="h3" title={t('access.sshKeys.empty')} className="mt-4" />
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {key.name} <span className="text-sm font-normal text-ink-muted">{key.type}</span>
                </p>
                <p className="mt-1 text-sm text-ink-muted">
                  <span className="sr-only">{t('access.sshKeys.fingerprint')}: </span>
                  <code className="break-all font-mono text-xs text-ink">{key.fingerprint}</code>
                </p>
                <p className="mt-1 text-xs text-ink-subtle">
                  {t('access.sshKeys.added', { date: formatDisplayDate(key.createdAt, locale) })}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('access.sshKeys.deleteNamed', { name: key.name })}
                onClick={() => setDeleting(key)}
              >
                {t('access.sshKeys.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DeleteSshKeyDialog
        name={deleting?.name ?? ''}
        open={deleting !== null}
        onOpenChange={(open) => !open && close()}
        onConfirm={confirm}
        busy={isLoading}
        error={error ? getApiErrorMessage(error) : undefined}
      />
    </Card>
  );
}
