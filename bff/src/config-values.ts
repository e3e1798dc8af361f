/**
 * Reading single settings the same way everywhere (config.ts and the settings parsers of Chapa,
 * the receipt check, Telegram and SMS): blank is unset, and a base address is plain http(s).
 */

/** The setting trimmed; undefined when unset or blank. */
export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Why `value` cannot be `variable`'s base address (http or https, a host, no credentials, query or fragment). */
export function baseUrlProblem(variable: string, value: string, example: string): string | undefined {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const ok =
    url !== undefined &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '';
  return ok ? undefined : `${variable} must be an http(s) address such as ${example}`;
}
