/**
 * Telegram and SMS settings (issue 28). Telegram is on when TELEGRAM_BOT_TOKEN is set; it then
 * needs TELEGRAM_BOT_USERNAME (for the t.me links) and TELEGRAM_WEBHOOK_SECRET (sent back by
 * Telegram in X-Telegram-Bot-Api-Secret-Token), and calls `{TELEGRAM_API_URL}/bot{token}/...`
 * (default https://api.telegram.org). TELEGRAM_ADMIN_CHAT_ID (a group or a person) gets the
 * admins' alerts. SMS is on when AFROMESSAGE_TOKEN is set; it then needs AFROMESSAGE_SENDER.
 * With none of them set nothing changes. Problems name the variable and never repeat a secret.
 */
import { baseUrlProblem, nonEmpty } from '../../config-values.ts';
export const DEFAULT_TELEGRAM_API_URL = 'https://api.telegram.org';
export const DEFAULT_AFROMESSAGE_URL = 'https://api.afromessage.com';

export interface TelegramConfig {
  botToken: string;
  /** Without the leading @. */
  botUsername: string;
  webhookSecret: string;
  /** Without a trailing slash; calls go to `${apiUrl}/bot${botToken}/${method}`. */
  apiUrl: string;
  /** The admins' chat (decimal text, negative for a group); undefined: admins get no Telegram alerts. */
  adminChatId: string | undefined;
}

export interface SmsConfig {
  token: string;
  sender: string;
  /** AfroMessage's short-code identifier, when the account has one. */
  identifier: string | undefined;
  /** Without a trailing slash; messages go to `${url}/api/send`. */
  url: string;
}

/** A bot token as BotFather gives it: `<bot id>:<35 characters>`. */
const BOT_TOKEN_PATTERN = /^\d{5,}:[A-Za-z0-9_-]{30,}$/;
/** Telegram usernames: 5 to 32 of letters, digits and _, starting with a letter. */
const BOT_USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;
/** setWebhook's secret_token: 1 to 256 of A-Z, a-z, 0-9, _ and -. */
const WEBHOOK_SECRET_PATTERN = /^[A-Za-z0-9_-]{1,256}$/;
const CHAT_ID_PATTERN = /^-?\d{1,20}$/;

/** Reads the TELEGRAM_* and AFROMESSAGE_* settings; lists every problem. */
export function parseNotificationConfig(env: NodeJS.ProcessEnv): {
  value: { telegram: TelegramConfig | undefined; sms: SmsConfig | undefined };
  problems: string[];
} {
  const problems: string[] = [];
  const botToken = nonEmpty(env.TELEGRAM_BOT_TOKEN);
  const botUsername = nonEmpty(env.TELEGRAM_BOT_USERNAME)?.replace(/^@/, '');
  const webhookSecret = nonEmpty(env.TELEGRAM_WEBHOOK_SECRET);
  const apiUrl = nonEmpty(env.TELEGRAM_API_URL);
  const adminChatId = nonEmpty(env.TELEGRAM_ADMIN_CHAT_ID);

  if (botToken !== undefined && !BOT_TOKEN_PATTERN.test(botToken))
    problems.push('TELEGRAM_BOT_TOKEN must be a bot token as BotFather gives it (123456789:AA…)');
  if (botUsername !== undefined && !BOT_USERNAME_PATTERN.test(botUsername))
    problems.push("TELEGRAM_BOT_USERNAME must be the bot's username (5 to 32 letters, digits or _)");
  if (webhookSecret !== undefined && !WEBHOOK_SECRET_PATTERN.test(webhookSecret))
    problems.push('TELEGRAM_WEBHOOK_SECRET must be 1 to 256 of A-Z, a-z, 0-9, _ and -');
  if (adminChatId !== undefined && !CHAT_ID_PATTERN.test(adminChatId))
    problems.push('TELEGRAM_ADMIN_CHAT_ID must be a chat id (digits, negative for a group)');
  if (apiUrl !== undefined) {
    const problem = baseUrlProblem('TELEGRAM_API_URL', apiUrl, DEFAULT_TELEGRAM_API_URL);
    if (problem) problems.push(problem);
  }
  const telegramSet = [botUsername, webhookSecret, adminChatId].some((v) => v !== undefined);
  if (botToken === undefined && telegramSet)
    problems.push('TELEGRAM_BOT_TOKEN must be set when the other TELEGRAM_* settings are');
  if (botToken !== undefined && botUsername === undefined)
    problems.push('TELEGRAM_BOT_USERNAME must be set when TELEGRAM_BOT_TOKEN is set');
  if (botToken !== undefined && webhookSecret === undefined)
    problems.push('TELEGRAM_WEBHOOK_SECRET must be set when TELEGRAM_BOT_TOKEN is set');

  const smsToken = nonEmpty(env.AFROMESSAGE_TOKEN);
  const sender = nonEmpty(env.AFROMESSAGE_SENDER);
  const identifier = nonEmpty(env.AFROMESSAGE_IDENTIFIER);
  const smsUrl = nonEmpty(env.AFROMESSAGE_URL);
  if (smsUrl !== undefined) {
    const problem = baseUrlProblem('AFROMESSAGE_URL', smsUrl, DEFAULT_AFROMESSAGE_URL);
    if (problem) problems.push(problem);
  }
  if (smsToken !== undefined && sender === undefined)
    problems.push('AFROMESSAGE_SENDER must be set when AFROMESSAGE_TOKEN is set');
  if (smsToken === undefined && (sender !== undefined || identifier !== undefined))
    problems.push('AFROMESSAGE_TOKEN must be set when AFROMESSAGE_SENDER or AFROMESSAGE_IDENTIFIER is');

  if (problems.length > 0) return { value: { telegram: undefined, sms: undefined }, problems };
  const telegram =
    botToken !== undefined && botUsername !== undefined && webhookSecret !== undefined
      ? {
          botToken,
          botUsername,
          webhookSecret,
          apiUrl: (apiUrl ?? DEFAULT_TELEGRAM_API_URL).replace(/\/+$/, ''),
          adminChatId,
        }
      : undefined;
  const sms =
    smsToken !== undefined && sender !== undefined
      ? { token: smsToken, sender, identifier, url: (smsUrl ?? DEFAULT_AFROMESSAGE_URL).replace(/\/+$/, '') }
      : undefined;
  return { value: { telegram, sms }, problems };
}
