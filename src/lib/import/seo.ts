import type { ImportSeo } from './types'

/*
 * The SEO fields of Yoast and Rank Math, the two plugins most WordPress sites use, from the
 * post's postmeta. Both let a title be a template ("%%title%% %%sep%% %%sitename%%" in Yoast,
 * "%title% %sep% %sitename%" in Rank Math): the post's title is filled in and every other
 * variable dropped, since our pages add the site name themselves.
 */

const VARIABLE = /%%?[a-z_]+%%?/gi
const EDGE_SEPARATORS = new Set(['-', '–', '—', '|', '·', '•', ':', '»', '«', '>', '<', '/', '~'])

function trimSeparators(value: string): string {
  const words = value.split(/\s+/).filter(Boolean)
  while (words.length > 0 && EDGE_SEPARATORS.has(words[0] ?? '')) words.shift()
  while (words.length > 0 && EDGE_SEPARATORS.has(words.at(-1) ?? '')) words.pop()
  return words.join(' ')
}

export function fillTemplate(value: string | undefined, title: string): string | null {
  if (!value?.trim()) return null
  const filled = value.replace(VARIABLE, (variable) => {
    const name = variable.replaceAll('%', '').toLowerCase()
    return name === 'title' ? title : ' '
  })
  return trimSeparators(filled) || null
}

function first(meta: ReadonlyMap<string, string>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = meta.get(key)
    if (value?.trim()) return value
  }
  return undefined
}

export function seoOf(meta: ReadonlyMap<string, string>, title: string): ImportSeo {
  // Rank Math keeps several focus keywords separated by commas; ours is one.
  const keyword = first(meta, ['_yoast_wpseo_focuskw', 'rank_math_focus_keyword'])
    ?.split(',')[0]
    ?.trim()
  return {
    title: fillTemplate(first(meta, ['_yoast_wpseo_title', 'rank_math_title']), title),
    description: fillTemplate(
      first(meta, ['_yoast_wpseo_metadesc', 'rank_math_description']),
      title,
    ),
    focusKeyword: keyword || null,
  }
}
