/**
 * The shape a translation fills in: every key of the English table, every text a string (the
 * English tables are often `as const`, whose literal types no other language could match).
 */
export type Table<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Table<T[K]> };
