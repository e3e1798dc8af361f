/**
 * The shape of the mail catalogues, as frontend/src/i18n/catalogue.ts: every language has the
 * English catalogue's keys, each an ICU message with named values (`{name}`,
 * `{days, plural, =1 {…} other {…}}`). A language that misses a key, or adds one, does not
 * type-check; catalogue.test.ts says the same at run time and compares the values each key takes.
 */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** Every message's key path: 'common.hello', 'payment.received.subject', ... */
export type KeyPath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPath<T[K]>}`;
}[keyof T & string];
