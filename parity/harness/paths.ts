import { twoFactorCodeAt } from '@shop/domain/two-factor';

/**
 * Reads `a.b.0.c` out of a JSON value: `length` of a list, `*` for every item of a list (a list
 * of what follows). Undefined when the path runs out.
 */
export function valueAt(value: unknown, path: string): unknown {
  if (path === '') return value;
  const [key, ...rest] = path.split('.');
  const tail = rest.join('.');
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value) && key === '*') return value.map((item) => valueAt(item, tail));
  if (Array.isArray(value) && key === 'length') return valueAt(value.length, tail);
  return valueAt((value as Record<string, unknown>)[key!], tail);
}

/** Replaces `{name}` in every string of a value with the saved values. */
export function fillIn<T>(value: T, saved: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') {
    return value.replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (!(name in saved)) throw new Error(`No saved value named ${name} for ${whole}`);
      return saved[name]!;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillIn(item, saved)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillIn(v, saved)])) as T;
  }
  return value;
}

/**
 * Replaces `{totp:name}` and `{totpNext:name}` in every string of a value with the authenticator
 * code of the saved base32 secret `name`, now or in the next time step (what an app shows then).
 */
export async function fillInCodes<T>(value: T, saved: Readonly<Record<string, string>>): Promise<T> {
  if (typeof value === 'string') {
    let text: string = value;
    for (const match of value.matchAll(/\{(totp|totpNext):(\w+)\}/g)) {
      const [whole, kind, name] = match as unknown as [string, string, string];
      if (!(name in saved)) throw new Error(`No saved secret named ${name} for ${whole}`);
      const at = Date.now() / 1000 + (kind === 'totpNext' ? 30 : 0);
      text = text.replace(whole, await twoFactorCodeAt(saved[name]!, at));
    }
    return text as T;
  }
  if (Array.isArray(value)) return (await Promise.all(value.map((item) => fillInCodes(item, saved)))) as T;
  if (value && typeof value === 'object') {
    const entries = await Promise.all(
      Object.entries(value).map(async ([k, v]) => [k, await fillInCodes(v, saved)] as const),
    );
    return Object.fromEntries(entries) as T;
  }
  return value;
}
