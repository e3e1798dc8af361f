import { ExternalLink, Send } from 'lucide-react';
import { getApiErrorMessage } from '../../api';
import { Alert, Button, Spinner } from '../../components/ui';
import { useT } from '../../i18n';
import { useTelegramLink } from './use-telegram-link';

/**
 * The Telegram card of a customer with no linked chat: what linking gives, "Connect Telegram",
 * then the one-time link to open in Telegram while the page waits for the chat to be linked.
 */
export function TelegramConnect() {
  const t = useT();
  const { link, expired, waiting, creating, error, connect } = useTelegramLink();

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('notifications.telegram.explain')}</p>
      {link ? (
        <div className="flex flex-col items-start gap-3">
          <Button asChild>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              <Send className="size-4" aria-hidden="true" />
              {t('notifications.telegram.open')}
              <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          </Button>
          <p className="text-sm font-medium text-ink">{t('notifications.telegram.validFor')}</p>
          {waiting && (
            <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
              <Spinner size="sm" />
              {t('notifications.telegram.waiting')}
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          {expired && (
            <Alert tone="warning" className="w-full">
              {t('notifications.telegram.expired')}
            </Alert>
          )}
          <Button onClick={connect} loading={creating}>
            {!creating && <Send className="size-4" aria-hidden="true" />}
            {t('notifications.telegram.connect')}
          </Button>
        </div>
      )}
      {error && (
        <Alert tone="danger" className="w-full">
          {getApiErrorMessage(error)}
        </Alert>
      )}
    </div>
  );
}
