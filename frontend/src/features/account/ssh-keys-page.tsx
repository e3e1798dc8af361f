import { SSH_KEYS_PER_ACCOUNT } from '@shop/domain/ssh-keys';
import { useState } from 'react';
import { useListSshKeysQuery } from '../../api';
import { Alert, Container, LoadErrorAlert, PageHeader } from '../../components/ui';
import { useT } from '../../i18n';
import { AddSshKeyForm } from './add-ssh-key-form';
import { SshKeyList } from './ssh-key-list';
import { SshKeysSkeleton } from './ssh-keys-skeleton';

/**
 * /account/ssh-keys (issue 39): the public keys kept in the account, offered when a KVM is ordered
 * or reinstalled. Add one by pasting it or reading a .pub file; each shows its fingerprint as
 * `ssh-keygen -l` prints it; delete asks first. A fuller account page will hold this section later.
 */
export function SshKeysPage() {
  const t = useT();
  const keys = useListSshKeysQuery();
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader title={t('access.sshKeys.title')} subtitle={t('access.sshKeys.subtitle')} />
      <div className="mt-8 grid max-w-3xl gap-6">
        {notice && (
          <Alert tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {keys.data ? (
          <>
            <SshKeyList keys={keys.data} />
            {keys.data.length >= SSH_KEYS_PER_ACCOUNT ? (
              <Alert tone="info">{t('access.sshKeys.full')}</Alert>
            ) : (
              <AddSshKeyForm onAdded={(name) => setNotice(t('access.addKey.addedNotice', { name }))} />
            )}
          </>
        ) : keys.isError ? (
          <LoadErrorAlert
            retryLabel={t('common.actions.tryAgain')}
            onRetry={() => void keys.refetch()}
            retrying={keys.isFetching}
          >
            {t('access.sshKeys.loadFailed')}
          </LoadErrorAlert>
        ) : (
          <SshKeysSkeleton />
        )}
      </div>
    </Container>
  );
}
