type Plain<T> = { [K in keyof T as T[K] extends string ? K : never]: T[K] };
export type Prefixed<P extends string, T> = { [K in keyof Plain<T> & string as `${P}${K}`]: Plain<T>[K] };

/**
 * A contract object of English texts (CALL_TEXT, PUSH_DEVICE_TEXT …) as catalogue keys under a prefix, its plain
 * texts word for word: the object stays the one English, the catalogues translate it by these keys.
 */
export function prefixed<P extends string, T extends object>(prefix: P, texts: T): Prefixed<P, T> {
  return Object.fromEntries(
    Object.entries(texts as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, text]) => [`${prefix}${name}`, text]),
  ) as Prefixed<P, T>;
}
