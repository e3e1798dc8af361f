import { useId } from 'react';
import type { NotificationSettings } from '../../api';
import { Card, CardContent, CardHeader } from '../../components/ui';
import { useT } from '../../i18n';
import { TelegramConnect } from './telegram-connect';
import { TelegramLinked } from './telegram-linked';

/** The Telegram section: not offered by this shop, not linked yet (Connect), or linked (Disconnect). */
export function TelegramCard({ telegram }: { telegram: NotificationSettings['telegram'] }) {
  const t = useT();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader title={<span id={titleId}>{t('notifications.telegram.title')}</span>} />
      <CardContent>
        {!telegram.available ? (
          <p className="text-sm text-ink-muted">{t('notifications.telegram.notOffered')}</p>
        ) : telegram.linked ? (
          <TelegramLinked linkedAt={telegram.linkedAt} />
        ) : (
          <TelegramConnect />
        )}
      </CardContent>
    </Card>
  );
}
