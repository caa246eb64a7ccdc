import { BLOG_PATH, categoryPath, postPath } from '@/lib/blog-paths'
import { BLOG_FEED_PATH } from '@/lib/feed'
import { slugify } from '@/lib/text'
import { basePath, normalizeOldPath } from './old-paths'
import type { ImportAttachment, ImportAuthor, ImportPost, ImportSite, ImportTerm } from './types'

export { normalizeOldPath } from './old-paths'

/*
 * Every address the old blog answered at, with where it goes here, so that each becomes a 301
 * on the day of the move. WordPress answers a post at `/?p=ID`, at its permalink and, whatever
 * the permalink style, at the other common styles (`/AAAA/MM/DD/slug/`, `/AAAA/MM/slug/`,
 * `/slug/`) that old links may use; Ghost at `/slug/`. Tags have no page here, so their
 * addresses and the authors' go to the blog's index; feeds go to our RSS.
 */

export type OldAddressKind = 'post' | 'category' | 'tag' | 'author' | 'feed' | 'attachment'

export interface OldAddress {
  /** Canonical key (see old-paths.ts). */
  from: string
  to: string
  kind: OldAddressKind
}

function collect(
  kind: OldAddressKind,
  to: string,
  paths: readonly (string | null)[],
): OldAddress[] {
  const seen = new Set<string>()
  const result: OldAddress[] = []
  for (const path of paths) {
    const from = path === null ? null : normalizeOldPath(path)
    if (from === null || from === to || seen.has(from)) continue
    seen.add(from)
    result.push({ from, to, kind })
  }
  return result
}

const pad = (value: number) => String(value).padStart(2, '0')

/** WordPress's permalink date is the post's local date: "2024-05-03 21:30:00" → [2024, 05, 03]. */
function dateParts(
  sourceDate: string | null,
  fallback: Date | null,
): [string, string, string] | null {
  const local = sourceDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(sourceDate) : null
  if (local?.[1] && local[2] && local[3] && local[1] !== '0000')
    return [local[1], local[2], local[3]]
  if (!fallback) return null
  return [
    String(fallback.getUTCFullYear()),
    pad(fallback.getUTCMonth() + 1),
    pad(fallback.getUTCDate()),
  ]
}

export type AddressPost = Pick<
  ImportPost,
  'sourceId' | 'sourceSlug' | 'slug' | 'link' | 'publishedAt' | 'sourceDate'
>

export function wordpressPostAddresses(site: ImportSite, post: AddressPost): OldAddress[] {
  const base = basePath(site.blogUrl ?? site.siteUrl)
  const paths = [`${base}/?p=${post.sourceId}`, post.link]
  const slug = post.sourceSlug
  if (slug) {
    const date = dateParts(post.sourceDate, post.publishedAt)
    if (date)
      paths.push(`${base}/${date.join('/')}/${slug}/`, `${base}/${date[0]}/${date[1]}/${slug}/`)
    paths.push(`${base}/${slug}/`)
  }
  return collect('post', postPath(post.slug), paths)
}

/** `/category/parent/child/` (and `/category/child/`, which WordPress also answers). */
export function wordpressCategoryAddresses(
  site: ImportSite,
  category: ImportTerm,
  categories: readonly ImportTerm[],
): OldAddress[] {
  const base = basePath(site.blogUrl ?? site.siteUrl)
  const bySlug = new Map(categories.map((term) => [term.sourceSlug, term]))
  const chain = [category.sourceSlug]
  for (let parent = category.parentSourceSlug; parent && chain.length < 20;) {
    if (chain.includes(parent)) break
    chain.unshift(parent)
    parent = bySlug.get(parent)?.parentSourceSlug ?? null
  }
  const paths = [`${base}/category/${chain.join('/')}/`, `${base}/category/${category.sourceSlug}/`]
  if (category.sourceId) paths.push(`${base}/?cat=${category.sourceId}`)
  return collect('category', categoryPath(category.slug), paths)
}

export function wordpressTagAddresses(site: ImportSite, tag: ImportTerm): OldAddress[] {
  const base = basePath(site.blogUrl ?? site.siteUrl)
  return collect('tag', BLOG_PATH, [
    `${base}/tag/${tag.sourceSlug}/`,
    `${base}/?tag=${tag.sourceSlug}`,
  ])
}

/** WordPress's author address uses the user's nicename, which is its login made a slug. */
export function wordpressAuthorAddresses(site: ImportSite, author: ImportAuthor): OldAddress[] {
  const base = basePath(site.blogUrl ?? site.siteUrl)
  const nicename = slugify(author.login)
  return nicename ? collect('author', BLOG_PATH, [`${base}/author/${nicename}/`]) : []
}

export function wordpressFeedAddresses(site: ImportSite): OldAddress[] {
  const base = basePath(site.blogUrl ?? site.siteUrl)
  const feeds = ['/feed/', '/feed/rss2/', '/feed/atom/', '/comments/feed/', '/?feed=rss2']
  return collect(
    'feed',
    BLOG_FEED_PATH,
    feeds.map((feed) => `${base}${feed}`),
  )
}

/**
 * An attachment's page (`/?attachment_id=ID` and its own permalink). `to` is chosen by the
 * caller: the post it belongs to when that post was imported, else the blog's index.
 */
export function wordpressAttachmentAddresses(
  site: ImportSite,
  attachment: ImportAttachment,
  to: string = BLOG_PATH,
): OldAddress[] {
  const base = basePath(site.blogUrl ?? site.siteUrl)
  return collect('attachment', to, [
    `${base}/?attachment_id=${attachment.sourceId}`,
    attachment.link,
  ])
}

/** Ghost answers a post at `/slug/` (and `/slug/amp/` while AMP was on); `base` for a subfolder. */
export function ghostPostAddresses(
  post: Pick<ImportPost, 'sourceSlug' | 'slug'>,
  base = '',
): OldAddress[] {
  if (!post.sourceSlug) return []
  const root = basePath(base)
  return collect('post', postPath(post.slug), [
    `${root}/${post.sourceSlug}/`,
    `${root}/${post.sourceSlug}/amp/`,
  ])
}

export function ghostTagAddresses(tag: ImportTerm, base = ''): OldAddress[] {
  return collect('tag', BLOG_PATH, [`${basePath(base)}/tag/${tag.sourceSlug}/`])
}

export function ghostAuthorAddresses(author: ImportAuthor, base = ''): OldAddress[] {
  return collect('author', BLOG_PATH, [`${basePath(base)}/author/${author.login}/`])
}

export function ghostFeedAddresses(base = ''): OldAddress[] {
  return collect('feed', BLOG_FEED_PATH, [`${basePath(base)}/rss/`])
}
