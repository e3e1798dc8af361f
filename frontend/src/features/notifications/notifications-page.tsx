import { useGetNotificationSettingsQuery } from '../../api';
import { Container, LoadErrorAlert, PageHeader } from '../../components/ui';
import { useT } from '../../i18n';
import { NotificationsSkeleton } from './notifications-skeleton';
import { PreferencesForm } from './preferences-form';
import { TelegramCard } from './telegram-card';

/**
 * /account/notifications (issue 28): where the customer's messages go. The Telegram card links
 * (or unlinks) a chat with the shop's bot; the form chooses e-mail, Telegram or SMS for each kind
 * of message. The rules (SMS for renewals only, the e-mail fallback) are domain's notifications.ts.
 */
export function NotificationsPage() {
  const t = useT();
  const settings = useGetNotificationSettingsQuery();

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader title={t('notifications.page.title')} subtitle={t('notifications.page.subtitle')} />
      <div className="mt-8 grid max-w-3xl gap-6">
        {settings.data ? (
          <>
            <TelegramCard telegram={settings.data.telegram} />
            <PreferencesForm settings={settings.data} />
          </>
        ) : settings.isError ? (
          <LoadErrorAlert
            retryLabel={t('common.actions.tryAgain')}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          >
            {t('notifications.page.loadFailed')}
          </LoadErrorAlert>
        ) : (
          <NotificationsSkeleton />
        )}
      </div>
    </Container>
  );
}
