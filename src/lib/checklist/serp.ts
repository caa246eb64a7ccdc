/*
 * Where Google cuts a result: titles at about 600 px (some 60 characters), descriptions at
 * about 920 px (some 155-160). Counted in characters here: close enough for a preview, and the
 * same in every browser. The cut falls on a word boundary and an ellipsis follows it.
 */
export const SERP_TITLE_CHARS = 60
export const SERP_DESCRIPTION_CHARS = 158

export function cutForSerp(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const room = clean.slice(0, max)
  // A word that ends exactly at the limit stays whole.
  const space = clean[max] === ' ' ? max : room.lastIndexOf(' ')
  return `${(space > max / 2 ? room.slice(0, space) : room).replace(/[\s,.;:–-]+$/, '')}…`
}

/** The breadcrumb-like address Google shows: host › blog › post › slug. */
export function serpUrl(siteOrigin: string, slug: string): string {
  let host = siteOrigin
  try {
    host = new URL(siteOrigin).host
  } catch {
    // An origin that is not a URL is shown as it is.
  }
  return `${host} › blog › post › ${slug || '…'}`
}
