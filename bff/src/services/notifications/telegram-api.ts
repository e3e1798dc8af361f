/**
 * A small client of the Telegram Bot API (core.telegram.org/bots/api) over Node's fetch: POST
 * JSON to `{apiUrl}/bot{token}/{method}`, answer `{ ok: true, result }` or
 * `{ ok: false, error_code, description, parameters?: { retry_after } }`. Failures are typed, so
 * the delivery job can tell a chat that blocked the bot (403: unlink it) from flood control (429:
 * wait `retry_after` seconds) from anything else (retry with backoff). Errors never carry the
 * token (it is part of the URL) nor the text sent.
 */
import type { TelegramConfig } from './config.ts';

/** How long one call may take before it counts as a failure. */
const CALL_TIMEOUT_MS = 15_000;

export class TelegramApiError extends Error {
  constructor(
    readonly method: string,
    /** Telegram's error_code (or the HTTP status when the answer was not the API's JSON); 0: no answer. */
    readonly errorCode: number,
    readonly description: string,
  ) {
    super(`Telegram ${method} failed: ${errorCode ? `${errorCode} ` : ''}${description}`);
    this.name = 'TelegramApiError';
  }
}

/** 403: the bot was blocked by the user, kicked from the group, or the user is deactivated. */
export class TelegramChatGoneError extends TelegramApiError {
  constructor(method: string, description: string) {
    super(method, 403, description);
    this.name = 'TelegramChatGoneError';
  }
}

/** 429: flood control; the same call may be made again after `retryAfterSeconds`. */
export class TelegramRateLimitError extends TelegramApiError {
  constructor(
    method: string,
    description: string,
    readonly retryAfterSeconds: number,
  ) {
    super(method, 429, description);
    this.name = 'TelegramRateLimitError';
  }
}

export interface TelegramBotUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  username?: string;
}

interface ApiAnswer {
  ok?: unknown;
  result?: unknown;
  error_code?: unknown;
  description?: unknown;
  parameters?: { retry_after?: unknown };
}

export type TelegramApi = ReturnType<typeof telegramApi>;

/** The Bot API calls the shop makes, with `config`'s token and address. */
export function telegramApi(config: Pick<TelegramConfig, 'apiUrl' | 'botToken'>) {
  async function call<T>(method: string, body: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}/bot${config.botToken}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (err) {
      // The fetch error names the URL (with the token): keep only what kind of failure it was.
      const cause =
        err instanceof Error ? ((err.cause as { code?: string } | undefined)?.code ?? err.name) : 'error';
      throw new TelegramApiError(method, 0, `no answer (${cause})`);
    }
    let answer: ApiAnswer | undefined;
    try {
      answer = (await response.json()) as ApiAnswer;
    } catch {
      answer = undefined;
    }
    if (answer?.ok === true) return answer.result as T;
    const code = typeof answer?.error_code === 'number' ? answer.error_code : response.status;
    const description =
      typeof answer?.description === 'string' ? answer.description.slice(0, 300) : `HTTP ${response.status}`;
    if (code === 403) throw new TelegramChatGoneError(method, description);
    if (code === 429) {
      const retryAfter = Number(answer?.parameters?.retry_after ?? response.headers.get('retry-after'));
      throw new TelegramRateLimitError(
        method,
        description,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 1,
      );
    }
    throw new TelegramApiError(method, code, description);
  }

  return {
    /** The bot itself: checks the token. */
    getMe: () => call<TelegramBotUser>('getMe', {}),
    /** Points Telegram's updates (messages only) at `url`, with the secret it sends back. */
    setWebhook: (url: string, secretToken: string) =>
      call<true>('setWebhook', { url, secret_token: secretToken, allowed_updates: ['message'] }),
    /** A plain-text message (no parse mode: nothing in it is markup), without link previews. */
    sendMessage: (chatId: string, text: string) =>
      call<{ message_id: number }>('sendMessage', {
        chat_id: chatId,
        text,
        link_preview_options: { is_disabled: true },
      }),
  };
}
