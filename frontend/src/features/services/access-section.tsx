import { KeyRound } from 'lucide-react';
import type { ServiceDetails } from '../../api';
import { Card, CardContent, CardHeader } from '../../components/ui';
import { useT } from '../../i18n';
import { ResetPassword } from './reset-password';

/**
 * Access (issue 39): a KVM server's hostname and the SSH keys it was built with (at its order or
 * last reinstall), which can log in as root. Shown once the server has a hostname.
 */
export function AccessSection({ details }: { details: ServiceDetails }) {
  const t = useT();
  if (!details.hostname) return null;
  const keys = details.sshKeys ?? [];
  return (
    <Card>
      <CardHeader title={t('access.section.title')} description={t('access.section.description')} />
      <CardContent>
        <dl className="grid gap-3">
          <div>
            <dt className="text-xs font-medium text-ink-subtle">{t('access.section.hostname')}</dt>
            <dd className="mt-0.5 font-mono text-sm font-semibold break-all text-ink">{details.hostname}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-ink-subtle">{t('access.section.keys')}</dt>
            {keys.length === 0 ? (
              <dd className="mt-0.5 text-sm text-ink-muted">{t('access.section.noKeys')}</dd>
            ) : (
              keys.map((key) => (
                <dd key={key.fingerprint} className="mt-1 flex min-w-0 items-start gap-2 text-sm text-ink">
                  <KeyRound className="mt-0.5 size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="font-medium">{key.name}</span>{' '}
                    <code className="break-all font-mono text-xs text-ink-muted">{key.fingerprint}</code>
                  </span>
                </dd>
              ))
            )}
          </div>
        </dl>
        <div className="mt-4 border-t border-line pt-4">
          <ResetPassword serviceId={details.id} disabled={details.currentStatus !== 'running'} />
        </div>
      </CardContent>
    </Card>
  );
}
