import { createReadStream } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { readGhostEntries, readGhostIndex } from './ghost-reader'
import {
  ghostAuthorAddresses,
  ghostFeedAddresses,
  ghostPostAddresses,
  ghostTagAddresses,
  normalizeOldPath,
  wordpressAttachmentAddresses,
  wordpressAuthorAddresses,
  wordpressCategoryAddresses,
  wordpressFeedAddresses,
  wordpressPostAddresses,
  wordpressTagAddresses,
  type OldAddress,
} from './old-addresses'
import type { ImportPost } from './types'
import { readWxrEntries, readWxrIndex, type WxrIndex } from './wxr-reader'

const FIXTURES = path.join(process.cwd(), 'tests/fixtures/import')
const pairs = (addresses: OldAddress[]) => addresses.map(({ from, to }) => [from, to])

describe('normalizeOldPath', () => {
  it('keeps the path only, with lowercase escapes and no trailing slash', () => {
    expect(normalizeOldPath('https://wpthemetestdata.wordpress.com//greek/%CE%B5%CF%80/')).toBe(
      '/greek/%ce%b5%cf%80',
    )
    expect(normalizeOldPath('/greek/επ')).toBe('/greek/%ce%b5%cf%80')
    expect(normalizeOldPath('/slug')).toBe(normalizeOldPath('/slug/'))
  })

  it('keeps only the query parameters that name a WordPress object', () => {
    expect(normalizeOldPath('https://old.example/?utm_source=x&p=12')).toBe('/?p=12')
    expect(normalizeOldPath('/post/?gclid=abc')).toBe('/post')
    expect(normalizeOldPath('https://old.example/')).toBeNull()
  })
})

describe('WordPress addresses of the theme unit test export', () => {
  let index: WxrIndex
  const posts = new Map<string, ImportPost>()

  beforeAll(async () => {
    const file = path.join(FIXTURES, 'themeunittestdata.wordpress.xml')
    index = await readWxrIndex(createReadStream(file))
    for await (const entry of readWxrEntries(createReadStream(file), index)) {
      if (entry.kind === 'post') posts.set(entry.post.sourceId, entry.post)
    }
  })

  const post = (id: string) => {
    const found = posts.get(id)
    if (!found) throw new Error(`post ${id} not read`)
    return found
  }

  it('redirects a post from ?p=, its permalink and the other permalink styles (local date)', () => {
    expect(pairs(wordpressPostAddresses(index.site, post('1241')))).toEqual([
      ['/?p=1241', '/blog/post/template-sticky'],
      ['/2012/01/07/template-sticky', '/blog/post/template-sticky'],
      ['/2012/01/template-sticky', '/blog/post/template-sticky'],
      ['/template-sticky', '/blog/post/template-sticky'],
    ])
  })

  it('redirects a draft without slug from ?p= only', () => {
    expect(pairs(wordpressPostAddresses(index.site, post('1164')))).toEqual([
      ['/?p=1164', '/blog/post/draft'],
    ])
  })

  it('redirects a nested category from its full path, its own slug and ?cat=', () => {
    const child = index.categories.find((term) => term.sourceSlug === 'child-2')
    if (!child) throw new Error('child-2 not read')
    expect(pairs(wordpressCategoryAddresses(index.site, child, index.categories))).toEqual([
      ['/category/parent/child-1/child-2', '/blog/categoria/child-2'],
      ['/category/child-2', '/blog/categoria/child-2'],
      [`/?cat=${child.sourceId}`, '/blog/categoria/child-2'],
    ])
  })

  it('sends tags and authors to the blog and feeds to our RSS', () => {
    const tag = index.tags.find((term) => term.sourceSlug === '8bit')
    const author = index.authors.get('themedemos')
    if (!tag || !author) throw new Error('fixture terms not read')
    expect(pairs(wordpressTagAddresses(index.site, tag))).toEqual([
      ['/tag/8bit', '/blog'],
      ['/?tag=8bit', '/blog'],
    ])
    expect(pairs(wordpressAuthorAddresses(index.site, author))).toEqual([
      ['/author/themedemos', '/blog'],
    ])
    expect(wordpressFeedAddresses(index.site).map((address) => address.to)).toEqual(
      Array(5).fill('/blog/rss.xml'),
    )
    expect(wordpressFeedAddresses(index.site)[0]?.from).toBe('/feed')
  })

  it('redirects an attachment page to the post the caller names', () => {
    const attachment = index.attachments.get('754')
    if (!attachment) throw new Error('attachment 754 not read')
    expect(
      pairs(wordpressAttachmentAddresses(index.site, attachment, '/blog/post/post-format-gallery')),
    ).toEqual([
      ['/?attachment_id=754', '/blog/post/post-format-gallery'],
      ['/2010/09/10/post-format-gallery/100_5478', '/blog/post/post-format-gallery'],
    ])
  })

  it('prefixes the addresses of a blog that lived in a folder', () => {
    const site = { ...index.site, blogUrl: 'https://old.example/blog/' }
    const froms = wordpressPostAddresses(site, { ...post('1241'), link: null }).map(
      (address) => address.from,
    )
    // The request "/blog/?p=1241" has the same key.
    expect(normalizeOldPath('https://old.example/blog/?p=1241')).toBe('/blog?p=1241')
    expect(froms).toEqual([
      '/blog?p=1241',
      '/blog/2012/01/07/template-sticky',
      '/blog/2012/01/template-sticky',
      '/blog/template-sticky',
    ])
  })
})

describe('Ghost addresses of the Ghost 5 export', () => {
  it('redirects posts, tags, authors and the feed', async () => {
    const file = path.join(FIXTURES, 'ghost-5.json')
    const index = await readGhostIndex(createReadStream(file))
    const froms: string[][] = []
    for await (const entry of readGhostEntries(createReadStream(file), index)) {
      if (entry.kind === 'post') froms.push(...pairs(ghostPostAddresses(entry.post)))
    }
    expect(froms[0]).toEqual(['/planejamento-do-trimestre', '/blog/post/planejamento-do-trimestre'])
    expect(froms[1]).toEqual([
      '/planejamento-do-trimestre/amp',
      '/blog/post/planejamento-do-trimestre',
    ])
    const tag = [...index.tags.values()][0]?.term
    const author = index.users.get('1')
    if (!tag || !author) throw new Error('fixture terms not read')
    expect(pairs(ghostTagAddresses(tag))).toEqual([['/tag/noticias', '/blog']])
    expect(pairs(ghostAuthorAddresses(author))).toEqual([['/author/ana', '/blog']])
    expect(pairs(ghostFeedAddresses())).toEqual([['/rss', '/blog/rss.xml']])
    expect(pairs(ghostFeedAddresses('https://old.example/site/'))).toEqual([
      ['/site/rss', '/blog/rss.xml'],
    ])
  })
})
