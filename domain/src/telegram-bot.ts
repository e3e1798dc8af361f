/**
 * What the shop's Telegram bot understands and answers (issue 28): `/start <token>` links the
 * chat to the account of a "Connect Telegram" link, `/stop` unlinks it, anything else gets a
 * short help text. Replies are plain text in English or Amharic, and name the shop's address
 * (APP_URL), where the customer presses "Connect Telegram". The BFF's webhook and the mock
 * handlers both answer with these.
 */
import type { Locale } from './locale';
import { SHOP_BRAND } from './payments';
import { TELEGRAM_START_TOKEN } from './notifications';

/** A private chat's message, as the bot reads it. */
export type BotCommand =
  /** `/start <token>` with a parameter that is a well-formed token. */
  | { kind: 'start'; token: string }
  /** `/start <parameter>` whose parameter cannot be a token: a link that is not valid. */
  | { kind: 'start-invalid' }
  | { kind: 'stop' }
  /** `/start` alone, another command or any other text. */
  | { kind: 'help' };

/** `/start`, `/stop`, optionally addressed `/start@BotName`, then anything after a space. */
const COMMAND = /^\/(start|stop)(?:@[A-Za-z0-9_]+)?(?:\s+([\s\S]*))?$/;

/** Reads a message's text (undefined for a photo, a sticker...). */
export function parseBotCommand(text: string | undefined): BotCommand {
  const match = COMMAND.exec((text ?? '').trim());
  if (!match) return { kind: 'help' };
  if (match[1] === 'stop') return { kind: 'stop' };
  const parameter = (match[2] ?? '').trim();
  if (parameter === '') return { kind: 'help' };
  return TELEGRAM_START_TOKEN.test(parameter)
    ? { kind: 'start', token: parameter }
    : { kind: 'start-invalid' };
}

/** The language of Telegram's `from.language_code` (an IETF tag such as 'am' or 'en-US'): Amharic or English. */
export function botLocaleOf(languageCode: string | undefined): Locale {
  return /^am(?:-|$)/i.test(languageCode ?? '') ? 'am' : 'en';
}

/**
 * The "Connect Telegram" button of the customer area's Notifications page: the page shows this
 * label and the bot's replies name it, so the two cannot drift apart.
 */
export const TELEGRAM_CONNECT_LABEL: Record<Locale, string> = { en: 'Connect Telegram', am: 'Telegram ያገናኙ' };

/** The button as a reply names it (Amharic quotes a name with guillemets). */
const CONNECT_BUTTON: Record<Locale, string> = {
  en: TELEGRAM_CONNECT_LABEL.en,
  am: `«${TELEGRAM_CONNECT_LABEL.am}»`,
};

/** After `/start <token>` linked the chat: whose notifications come here, and how to end them. */
export function botLinkedReply(locale: Locale, username: string): string {
  return locale === 'am'
    ? `ተገናኝቷል። የ${username} የክፍያ፣ የሰርቨር እና የእድሳት ማሳወቂያዎች ከ${SHOP_BRAND} ወደዚህ ቻት ይመጣሉ። ለማቆም /stop ይላኩ።`
    : `Connected. ${SHOP_BRAND} will send the payment, server and renewal notifications of ${username} to this chat. Send /stop to end them.`;
}

/** After `/start <token>` with a token unknown, used or expired. */
export function botLinkInvalidReply(locale: Locale, appUrl: string): string {
  return locale === 'am'
    ? `ይህ ሊንክ ከእንግዲህ አይሰራም (ጥቅም ላይ ውሏል ወይም ጊዜው አልፎበታል)። በ${appUrl} ወደ መለያዎ ገብተው ${CONNECT_BUTTON.am}ን እንደገና ይጫኑ።`
    : `This link is not valid any more (it was used or it expired). Sign in at ${appUrl} and press ${CONNECT_BUTTON.en} again in your account.`;
}

/** To `/stop`: this chat gets nothing more. */
export function botStoppedReply(locale: Locale, appUrl: string): string {
  return locale === 'am'
    ? `ቆሟል። ይህ ቻት ከእንግዲህ ከ${SHOP_BRAND} ማሳወቂያዎችን አይቀበልም። እንደገና ለማገናኘት በ${appUrl} ባለው መለያዎ ውስጥ ${CONNECT_BUTTON.am}ን ይጫኑ።`
    : `Stopped. This chat gets no more notifications from ${SHOP_BRAND}. To connect it again, press ${CONNECT_BUTTON.en} in your account at ${appUrl}.`;
}

/** To anything else: what the bot is for and how to use it. */
export function botHelpReply(locale: Locale, appUrl: string): string {
  return locale === 'am'
    ? `ይህ የ${SHOP_BRAND} ቦት ነው፤ የክፍያ፣ የሰርቨር እና የእድሳት ማሳወቂያዎችን ይልካል። ይህን ቻት ለማገናኘት በ${appUrl} ባለው መለያዎ የማሳወቂያዎች ክፍል ውስጥ ${CONNECT_BUTTON.am}ን ይጫኑ። ማሳወቂያዎቹን ለማቆም /stop ይላኩ።`
    : `This is the ${SHOP_BRAND} bot: it sends payment, server and renewal notifications. To connect this chat, press ${CONNECT_BUTTON.en} in the Notifications section of your account at ${appUrl}. Send /stop to end the notifications.`;
}
