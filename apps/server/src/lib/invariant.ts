/**
 * Reads that an invariant of the caller guarantees (a key it put in a map, an index inside the
 * array): typed without a cast, and a broken invariant fails loudly instead of going on with
 * `undefined`. Both are on hot paths (scoreboards, ratings): the message is built only on failure.
 */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Invariant broken: ${what} is missing`);
  return value;
}

/** `list[i]` for an index known to be inside the list (an array or a typed array). */
export function at<T>(list: ArrayLike<T>, i: number): T {
  const value = list[i];
  if (value === undefined) throw new Error(`Invariant broken: index ${i} outside 0..${list.length - 1}`);
  return value;
}
