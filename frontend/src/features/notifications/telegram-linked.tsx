import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { getApiErrorMessage, useUnlinkTelegramMutation } from '../../api';
import { Button } from '../../components/ui';
import { formatDisplayDate, useLocale, useT } from '../../i18n';
import { DisconnectTelegramDialog } from './disconnect-telegram-dialog';

/** The Telegram card of a customer with a linked chat: since when, and Disconnect (asked first). */
export function TelegramLinked({ linkedAt }: { linkedAt: string | null }) {
  const t = useT();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [unlink, { isLoading, error, reset }] = useUnlinkTelegramMutation();

  const openChange = (open: boolean) => {
    if (!open) reset();
    setConfirming(open);
  };
  const disconnect = () => {
    // Once unlinked the settings say so and this card gives way to "Connect Telegram".
    void unlink()
      .unwrap()
      .then(() => setConfirming(false))
      .catch(() => undefined);
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="flex items-center gap-2 text-sm text-ink">
        <CircleCheck className="size-5 shrink-0 text-success-600" aria-hidden="true" />
        <span>
          <span className="font-semibold">{t('notifications.telegram.connected')}</span>
          {linkedAt && (
            <span className="block text-ink-muted">
              {t('notifications.telegram.connectedOn', { date: formatDisplayDate(linkedAt, locale) })}
            </span>
          )}
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={() => openChange(true)}>
        {t('notifications.telegram.disconnect')}
      </Button>
      <DisconnectTelegramDialog
        open={confirming}
        onOpenChange={openChange}
        onConfirm={disconnect}
        busy={isLoading}
        error={error ? getApiErrorMessage(error) : undefined}
      />
    </div>
  );
}
