/**
 * Ethiopian mobile numbers in one form (issue 34): every number the shop keeps or compares (the
 * telebirr number it is paid on, a customer's phone) is `+2519…`/`+2517…`. Every spelling people
 * write converts to it at the edge: `0912345678`, `912345678`, `251912345678`, `+251912345678`,
 * with spaces or dashes between the digits (`0912 345 678`, `+251-91-234-5678`). The BFF and the
 * mock handlers both call canonicalPhone; customers read it back as `0912 345 678`.
 */

/** A mobile number in the canonical form, or null when it is not an Ethiopian mobile number. */
export function canonicalPhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s-]/g, '');
  const match = /^(?:\+?251|0)?([79][0-9]{8})$/.exec(compact);
  return match ? `+251${match[1]}` : null;
}

/** The number as it is dialled in Ethiopia, `0912345678` (what the telebirr app takes); else as given. */
export function localPhoneDigits(phone: string): string {
  const canonical = canonicalPhone(phone);
  return canonical ? `0${canonical.slice(4)}` : phone;
}

/** The number as Ethiopians read it, `0912 345 678`; anything else as given. */
export function localPhoneDisplay(phone: string): string {
  const local = localPhoneDigits(phone);
  return /^0[79][0-9]{8}$/.test(local)
    ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`
    : phone;
}

/**
 * The spellings an account's number may appear in on a receipt, digits only: for a mobile number
 * `251912345678`, `0912345678` and `912345678`; for anything else (a CBE account) its digits.
 */
export function accountSpellings(account: string): string[] {
  const digits = account.replace(/\D/g, '');
  const phone = canonicalPhone(account);
  if (!phone) return [digits];
  const national = phone.slice(4);
  return [...new Set([`251${national}`, `0${national}`, national, digits])];
}

/**
 * What an admin's search for a phone number also looks for in stored (+251…) numbers: a number or
 * its beginning typed the local way, `0711` or `0912 345 678`, as `+251711`, `+251912345678`.
 */
export function phoneSearchForms(term: string): string[] {
  const compact = term.trim().replace(/[\s-]/g, '');
  const whole = canonicalPhone(compact);
  if (whole) return [whole];
  return /^0[79][0-9]{0,7}$/.test(compact) ? [`+251${compact.slice(1)}`] : [];
}
