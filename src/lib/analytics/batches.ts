/*
 * How the analytics writer cuts its work into statements. On SQLite the app keeps prepared
 * statements by their SQL text (src/server/db/statement-cache.ts), and an IN list or a
 * multi-row INSERT of a new length is a new text: prepared again, and pushing a page's
 * statements out of the cache. So lists are cut and padded to a few fixed lengths.
 */

/** `items` in slices of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let index = 0; index < items.length; index += size)
    out.push(items.slice(index, index + size))
  return out
}

/**
 * An IN list padded to the next power of two (at least `min`) by repeating its last value:
 * the same rows match, and the statement has one of a handful of lengths.
 */
export function paddedList<T>(items: readonly T[], min = 8): T[] {
  const last = items.at(-1)
  if (last === undefined) return []
  let length = min
  while (length < items.length) length *= 2
  return [...items, ...Array<T>(length - items.length).fill(last)]
}

/**
 * Rows cut into INSERTs of power-of-two sizes up to `max` (100 rows: 64, 32, 4): at most
 * log2(max) + 1 different statements, whatever the batch.
 */
export function insertSlices<T>(rows: readonly T[], max = 64): T[][] {
  const out: T[][] = []
  let index = 0
  while (index < rows.length) {
    let size = max
    while (size > rows.length - index) size /= 2
    out.push(rows.slice(index, index + size))
    index += size
  }
  return out
}
