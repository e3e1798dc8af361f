/**
 * The shape every language's catalogue has: the English catalogue's keys, each a string (an ICU
 * message: `{count, plural, one {# day} other {# days}}`, `{name}`). A language that misses a key,
 * or adds one, does not type-check; catalogue.test.ts says the same at run time.
 */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
