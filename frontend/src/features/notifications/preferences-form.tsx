import { NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind } from '@shop/domain';
import { useId, useState, type FormEvent } from 'react';
import {
  getApiErrorMessage,
  useUpdateNotificationPreferencesMutation,
  type NotificationPreferences,
  type NotificationSettings,
} from '../../api';
import { Alert, Button, Card, CardContent, CardFooter, CardHeader } from '../../components/ui';
import { useT } from '../../i18n';
import { KindChannels } from './kind-channels';
import { withChoice } from './preference-choices';

/**
 * Which channels each kind of message goes on, saved with PUT /notifications. The answer's
 * preferences become the form's (and the cached settings', see api/index.ts).
 */
export function PreferencesForm({ settings }: { settings: NotificationSettings }) {
  const t = useT();
  const titleId = useId();
  const [draft, setDraft] = useState<NotificationPreferences>(settings.preferences);
  const [save, { isLoading: saving, isSuccess: saved, error, reset }] =
    useUpdateNotificationPreferencesMutation();

  const change = (kind: NotificationKind, channel: NotificationChannel, on: boolean) => {
    reset();
    setDraft((previous) => withChoice(previous, kind, channel, on));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ notificationPreferences: draft })
      .unwrap()
      .then((answer) => setDraft(answer.preferences))
      .catch(() => undefined);
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <CardHeader title={<span id={titleId}>{t('notifications.preferences.title')}</span>} />
        <CardContent className="flex flex-col gap-4">
          {NOTIFICATION_KINDS.map((kind) => (
            <KindChannels
              key={kind}
              kind={kind}
              settings={settings}
              preferences={draft}
              onChange={(channel, on) => change(kind, channel, on)}
            />
          ))}
          <p className="rounded-control bg-surface-muted px-3 py-2 text-sm text-ink-muted">
            {t('notifications.preferences.fallback')}
          </p>
          {saved && <Alert tone="success">{t('notifications.preferences.saved')}</Alert>}
          {error && <Alert tone="danger">{getApiErrorMessage(error)}</Alert>}
        </CardContent>
        <CardFooter>
          <Button type="submit" loading={saving}>
            {t('notifications.preferences.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
