import type { NotificationChannel, NotificationKind } from '@shop/domain';
import type { NotificationPreferences, NotificationSettings } from '../../api';
import { useT } from '../../i18n';
import { ChannelCheckbox } from './channel-checkbox';
import { canReach, choiceOf, fallsBackToEmail, offeredChannels } from './preference-choices';

export type KindChannelsProps = {
  kind: NotificationKind;
  settings: NotificationSettings;
  preferences: NotificationPreferences;
  onChange: (channel: NotificationChannel, on: boolean) => void;
};

/**
 * One kind of message (payments, servers, renewals): what it includes and a box per channel it
 * offers. A channel that cannot reach the customer is off and disabled, with the reason; its
 * stored choice is kept (Telegram applies again once linked). A shop with no bot shows no Telegram.
 */
export function KindChannels({ kind, settings, preferences, onChange }: KindChannelsProps) {
  const t = useT();
  const choice = choiceOf(preferences, kind);

  const noteFor = (channel: NotificationChannel): string | undefined => {
    if (channel === 'telegram' && !settings.telegram.linked)
      return t('notifications.preferences.telegramOff');
    if (channel === 'sms')
      return settings.sms.available
        ? t('notifications.preferences.smsTo', { phone: settings.sms.phone })
        : t('notifications.preferences.smsOff');
    return undefined;
  };

  return (
    <fieldset className="border-t border-line pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left w-full text-sm font-semibold text-ink">
        {t(`notifications.preferences.kinds.${kind}.title`)}
      </legend>
      <p className="clear-left pt-1 text-sm text-ink-muted">
        {t(`notifications.preferences.kinds.${kind}.detail`)}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {offeredChannels(kind, settings).map((channel) => {
          const reachable = canReach(settings, channel);
          return (
            <ChannelCheckbox
              key={channel}
              label={t(`notifications.preferences.channels.${channel}`)}
              checked={choice[channel] && reachable}
              disabled={!reachable}
              note={noteFor(channel)}
              onCheckedChange={(on) => onChange(channel, on)}
            />
          );
        })}
      </div>
      {fallsBackToEmail(settings, preferences, kind) && (
        <p className="mt-3 text-xs font-medium text-warning-800">{t('notifications.preferences.byEmail')}</p>
      )}
    </fieldset>
  );
}
