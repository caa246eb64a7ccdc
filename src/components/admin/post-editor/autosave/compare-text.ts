/** Characters of unchanged text kept on each side of a difference. */
export const CONTEXT_CHARS = 80

/**
 * The part of two long texts that differs, with a little unchanged text around it, so a
 * 3,000-word article with one changed paragraph shows that paragraph, not the whole article.
 * Cuts at the common start and end; what lies between is shown whole.
 */
export function differingExcerpts(a: string, b: string): [string, string] {
  if (a === b) return [a, b]
  const shorter = Math.min(a.length, b.length)
  let start = 0
  while (start < shorter && a[start] === b[start]) start++
  let end = 0
  while (end < shorter - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  const cut = (text: string) => {
    const from = Math.max(0, start - CONTEXT_CHARS)
    const to = Math.min(text.length, text.length - end + CONTEXT_CHARS)
    return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`
  }
  return [cut(a), cut(b)]
}
