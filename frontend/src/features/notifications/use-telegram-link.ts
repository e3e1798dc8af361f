import { useEffect, useState } from 'react';
import { useGetNotificationSettingsQuery, useLinkTelegramMutation } from '../../api';

/** How often the page asks whether the chat is linked while a "Connect Telegram" link is out. */
export const TELEGRAM_POLL_MS = 3000;

/**
 * "Connect Telegram": makes the one-time link, then, while it is valid and the chat is not linked
 * yet, reads the settings every few seconds (RTK Query polling) so the page shows the link the
 * moment the customer presses Start in Telegram. Polling ends when the chat is linked (the card
 * that holds this gives way to the linked one, and its subscription ends) or the link expires.
 */
export function useTelegramLink() {
  const [create, { data: link, isLoading: creating, error, reset }] = useLinkTelegramMutation();
  const [expiredUrl, setExpiredUrl] = useState<string | null>(null);
  const expired = !!link && expiredUrl === link.url;
  const waiting = !!link && !expired;

  useGetNotificationSettingsQuery(undefined, { pollingInterval: waiting ? TELEGRAM_POLL_MS : 0 });

  useEffect(() => {
    if (!link) return;
    const timer = setTimeout(
      () => setExpiredUrl(link.url),
      Math.max(0, Date.parse(link.expiresAt) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [link]);

  const connect = () => {
    reset();
    void create();
  };
  return { link: expired ? undefined : link, expired, waiting, creating, error, connect };
}
