/**
 * Text the API accepts: well-formed Unicode (no lone surrogate, which a database cannot store)
 * without control characters; tab, line feed and carriage return are allowed (multi-line messages).
 */

/**
 * A lone surrogate (in `u` mode a surrogate pair is one astral code point, so \p{Cs} only matches a
 * lone half) or a control character (\p{Cc}: C0, DEL, C1) other than tab, line feed and return.
 */
const UNACCEPTABLE = /\p{Cs}|(?![\t\n\r])\p{Cc}/u;

/** Whether one string is acceptable input text. */
export function isAcceptableText(text: string): boolean {
  return !UNACCEPTABLE.test(text);
}

/**
 * The dotted path of the first string (or object key) in a parsed request part that is not
 * acceptable text, or null when everything is ('' for a bare string value).
 */
export function unacceptableTextPath(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return isAcceptableText(value) ? null : path.join('.');
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unacceptableTextPath(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  // An uploaded file's bytes (a multipart body's part) are not text; its name is.
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!isAcceptableText(key)) return [...path, key].join('.');
      const found = unacceptableTextPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** '"paidBy" contains characters that are not allowed' */
export function unacceptableTextMessage(field: string): string {
  return `"${field || 'value'}" contains characters that are not allowed`;
}
