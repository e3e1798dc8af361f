import { botHelpReply, botLinkInvalidReply, botStoppedReply } from '@shop/domain/telegram-bot';
import { describe, expect, it } from 'vitest';
import { notifications as am } from '../../i18n/am/notifications';
import { notifications as en } from '../../i18n/en/notifications';

/** The bot tells a customer which button to press: it must be the button this page shows. */
describe("the bot's replies name the page's Connect button", () => {
  it.each([
    ['en', en.telegram.connect],
    ['am', am.telegram.connect],
  ] as const)('(%s)', (locale, label) => {
    for (const reply of [botHelpReply, botLinkInvalidReply, botStoppedReply])
      expect(reply(locale, 'https://abaycloud.et')).toContain(label);
  });
});
