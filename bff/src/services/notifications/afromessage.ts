/**
 * Sending one SMS through AfroMessage (afromessage.com): `POST {url}/api/send` with
 * `Authorization: Bearer {token}` and a JSON body of `from` (the short-code identifier, when the
 * account has one), `sender` (the sender name), `to` (the account's phone) and `message`. The
 * answer is `{ acknowledge: 'success', response: {...} }` or `{ acknowledge: 'error', response:
 * { errors: [...] } }`, often with HTTP 200 either way: only `acknowledge: 'success'` counts as
 * sent. Errors never carry the token nor the message.
 */
import type { SmsConfig } from './config.ts';

const CALL_TIMEOUT_MS = 15_000;

export class SmsSendError extends Error {
  constructor(
    message: string,
    /** An answer the same message would get again (refused number, bad request). */
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

function describeErrors(response: unknown): string {
  if (typeof response !== 'object' || response === null) return 'no reason given';
  const { errors, message } = response as { errors?: unknown; message?: unknown };
  if (Array.isArray(errors)) return errors.map(String).join('; ').slice(0, 300);
  if (typeof message === 'string') return message.slice(0, 300);
  return 'no reason given';
}

/** Sends `message` to `to`; resolves only when AfroMessage acknowledged it with success. */
export async function sendSms(config: SmsConfig, to: string, message: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${config.url}/api/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...(config.identifier !== undefined ? { from: config.identifier } : {}),
        sender: config.sender,
        to,
        message,
      }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (err) {
    throw new SmsSendError(
      `AfroMessage did not answer (${err instanceof Error ? err.name : 'error'})`,
      false,
    );
  }
  let answer: { acknowledge?: unknown; response?: unknown } | undefined;
  try {
    answer = (await response.json()) as typeof answer;
  } catch {
    answer = undefined;
  }
  if (response.ok && answer?.acknowledge === 'success') return;
  const reason = answer ? describeErrors(answer.response) : `HTTP ${response.status}`;
  // A malformed request is refused again; an error acknowledge (an empty balance, a sender not yet
  // approved), a refused token (the operator fixes it), 429 and 5xx may pass: retried with backoff.
  const permanent = response.status === 400 || response.status === 422;
  throw new SmsSendError(`AfroMessage refused the SMS (HTTP ${response.status}): ${reason}`, permanent);
}

/**
 * How many SMS parts `text` takes: GSM-7 (160 characters, 153 per part when split) when every
 * character is in the basic GSM alphabet, else UCS-2 (70, 67 per part), as Amharic always is.
 */
export function smsParts(text: string): number {
  const gsm =
    /^[A-Za-z0-9 \n\r@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà^{}\\[\]~|€]*$/.test(
      text,
    );
  // GSM-7's escaped characters take two septets; UCS-2 counts UTF-16 units.
  const length = gsm ? text.length + (text.match(/[\^{}\\[\]~|€]/g)?.length ?? 0) : text.length;
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / part);
}
