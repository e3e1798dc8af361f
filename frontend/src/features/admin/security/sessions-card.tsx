import { MonitorX } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { getApiErrorMessage } from '../../../api';
import { Alert, Button, Card, CardContent } from '../../../components/ui';
import { useT } from '../../../i18n';
import { useSignOutEverywhere } from '../../../store/session-actions';

/** The console's "Sign out everywhere": every session of the account ends, this one too. */
export function SessionsCard() {
  const t = useT();
  const navigate = useNavigate();
  const { run, isLoading, error } = useSignOutEverywhere();
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3">
        <h2 className="font-semibold text-ink">{t('auth.twoFactor.sessionsTitle')}</h2>
        <p className="text-sm text-ink-muted">{t('auth.twoFactor.sessionsText')}</p>
        {error !== undefined && (
          <Alert tone="danger" title={t('layout.account.signOutEverywhereFailed')}>
            {getApiErrorMessage(error)}
          </Alert>
        )}
        <Button
          variant="outline"
          loading={isLoading}
          onClick={() => {
            void run(() => navigate('/signin'));
          }}
        >
          <MonitorX className="size-4" aria-hidden="true" />
          {t('layout.account.signOutEverywhere')}
        </Button>
      </CardContent>
    </Card>
  );
}
