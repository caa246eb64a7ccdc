import { createReadStream, readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { beforeAll, describe, expect, it } from 'vitest'
import { wxrDocument } from '@tests/fixtures/import/wxr-builder'
import { ImportError } from './errors'
import { countSkipped, type ImportPost, type ImportSkipped } from './types'
import { readWxrEntries, readWxrIndex, type WxrIndex } from './wxr-reader'

const FIXTURE = path.join(process.cwd(), 'tests/fixtures/import/themeunittestdata.wordpress.xml')

type Source = () => AsyncIterable<string | Uint8Array>

async function readAll(open: Source) {
  const index = await readWxrIndex(open())
  const posts: ImportPost[] = []
  const skipped: ImportSkipped[] = []
  for await (const entry of readWxrEntries(open(), index)) {
    if (entry.kind === 'post') posts.push(entry.post)
    else skipped.push(entry.skipped)
  }
  return { index, posts, skipped }
}

/** The text as a stream of `size`-byte pieces, so characters and tags straddle chunks. */
const bytes = (text: string, size: number) => () => {
  const buffer = Buffer.from(text)
  const pieces: Buffer[] = []
  for (let at = 0; at < buffer.length; at += size) pieces.push(buffer.subarray(at, at + size))
  return Readable.from(pieces)
}

async function failure(open: Source): Promise<ImportError> {
  const error = await readAll(open).then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof ImportError))
    throw new Error(`expected an ImportError, got ${String(error)}`)
  return error
}

describe('the theme unit test export', () => {
  let index: WxrIndex
  let posts: ImportPost[]
  let skipped: ImportSkipped[]
  const post = (id: string) => {
    const found = posts.find((candidate) => candidate.sourceId === id)
    if (!found) throw new Error(`post ${id} not read`)
    return found
  }

  beforeAll(async () => {
    ;({ index, posts, skipped } = await readAll(() => createReadStream(FIXTURE)))
  })

  it('reads the site, its authors and every term, categories with their parents', () => {
    expect(index.site).toEqual({
      source: 'wordpress',
      siteUrl: 'https://wordpress.com/',
      blogUrl: 'https://wpthemetestdata.wordpress.com',
      title: 'Theme Unit Test Data',
    })
    expect([...index.authors.values()]).toEqual([
      { login: 'themedemos', email: 'themeshaperwp+demos@gmail.com', displayName: 'Theme Buster' },
      {
        login: 'themereviewteam',
        email: 'themereviewteam@gmail.com',
        displayName: 'Theme Reviewer',
      },
    ])
    expect(index.categories).toHaveLength(68)
    expect(index.tags).toHaveLength(110)
    expect(index.menus).toBe(6)
    const parent = (slug: string) =>
      index.categories.find((term) => term.sourceSlug === slug)?.parentSourceSlug
    expect([parent('child-2'), parent('child-1'), parent('parent')]).toEqual([
      'child-1',
      'parent',
      null,
    ])
    expect(index.tags.find((term) => term.sourceSlug === '8bit')).toMatchObject({
      slug: '8bit',
      name: '8BIT',
    })
  })

  it('counts the items of each type and keeps the attachments with their alt text and post', () => {
    expect(Object.fromEntries(index.itemCounts)).toEqual({
      post: 58,
      page: 21,
      attachment: 37,
      nav_menu_item: 70,
    })
    expect(index.attachments.size).toBe(37)
    expect(index.attachments.get('754')).toMatchObject({
      alt: 'Bell on Wharf',
      url: 'https://i0.wp.com/wpthemetestdata.files.wordpress.com/2008/06/100_5478.jpg',
    })
  })

  it('yields every post and reports pages, attachments, menu items and comments as left out', () => {
    expect(posts).toHaveLength(58)
    expect(Object.fromEntries(countSkipped(skipped))).toEqual({
      page: 21,
      attachment: 37,
      menu_item: 70,
      comments: 33,
    })
  })

  it('maps the statuses: published, draft with a slug from its title, scheduled with its date', () => {
    const statuses = posts.map((candidate) => candidate.status)
    expect(statuses.filter((status) => status === 'published')).toHaveLength(55)
    expect(post('1164')).toMatchObject({
      status: 'draft',
      slug: 'draft',
      sourceSlug: null,
      publishedAt: null,
    })
    expect(post('1164').warnings.map((warning) => warning.code)).toContain('slug_derived')
    expect(post('1153')).toMatchObject({
      status: 'draft',
      scheduledAt: new Date('2030-01-01T19:00:18Z'),
    })
    expect(post('1168')).toMatchObject({ status: 'draft' })
    expect(post('1168').warnings.map((warning) => warning.code)).toContain('password_protected')
  })

  it('marks only the sticky post as featured', () => {
    expect(
      posts.filter((candidate) => candidate.featured).map((candidate) => candidate.sourceId),
    ).toEqual(['1241'])
  })

  it('resolves authors, terms and the featured image of each post', () => {
    expect(post('1011').cover).toEqual({
      url: 'https://i0.wp.com/wpthemetestdata.files.wordpress.com/2013/03/featured-image-horizontal.jpg',
      alt: 'Horizontal Featured Image',
    })
    // Real exports carry stray ">" around logins; the author is found anyway.
    expect(posts.filter((candidate) => candidate.author === null)).toEqual([])
    expect(post('1730').author?.login).toBe('themereviewteam')
    expect(post('1241').categories).toEqual([
      { slug: 'classic', name: 'Classic' },
      { slug: 'uncategorized', name: 'Uncategorized' },
    ])
    expect(post('1241').tags).toEqual([
      { slug: 'sticky-2', name: 'sticky' },
      { slug: 'template', name: 'template' },
    ])
  })

  it('turns the caption post into the image and its caption paragraph', () => {
    expect(post('1163').html).toMatch(
      /^<p><a href="[^"]+100_5478\.jpg"><img [^>]*alt="Bell on Wharf"[^>]*><\/a><\/p>\s*<p><em>Bell on wharf in San Francisco<\/em><\/p>/,
    )
    expect(post('1163').html).not.toContain('figure')
  })

  it('shows galleries as their images, by ids or as the post attachments', () => {
    expect(post('1031').imageUrls).toHaveLength(5)
    expect(post('1031').warnings.map((warning) => warning.message)).toContain(
      'Imagens que não estão no arquivo (ids 763) ficaram de fora.',
    )
    const children = [...index.attachments.values()].filter((item) => item.parentId === '555')
    expect(children.length).toBeGreaterThan(0)
    expect(post('555').imageUrls).toEqual(children.map((item) => item.url))
  })

  it('links the YouTube address on its own line and the block editor embeds', () => {
    const youtube = 'https://www.youtube.com/watch?v=SQEQr7c0-dw'
    expect(post('1161').html).toContain(`<p><a href="${youtube}">${youtube}</a></p>`)
    expect(post('1738').html).toContain('<a href="https://youtu.be/ex8fMxXJDJw">')
  })

  it('leaves no <h1>, no block comment and no shortcode in any body', () => {
    expect(post('1178').html).toContain('<h2>Header one</h2>')
    for (const { html } of posts) {
      expect(html).not.toMatch(/<h1[\s>]|<!--|\[\/?(caption|gallery|embed|audio)\b/i)
    }
  })

  it('reports the shortcodes it removed, per post', () => {
    expect(post('587').shortcodes).toEqual([{ name: 'audio', count: 1 }])
    expect(
      posts.filter((candidate) => candidate.shortcodes.length > 0).map((p) => p.sourceId),
    ).toEqual(['587'])
  })
})

describe('statuses and SEO fields the fixture lacks', () => {
  it('maps private to archived, pending to draft, and reads Yoast and Rank Math', async () => {
    const document = wxrDocument([
      { id: 1, title: 'Privado', slug: 'privado', status: 'private' },
      { id: 2, title: 'Pendente', slug: 'pendente', status: 'pending' },
      { id: 3, title: 'Lixo', slug: 'lixo', status: 'trash' },
      {
        id: 4,
        title: 'Com Yoast',
        slug: 'com-yoast',
        meta: {
          _yoast_wpseo_title: '%%title%% %%sep%% %%sitename%%',
          _yoast_wpseo_metadesc: 'Descrição do Yoast',
          _yoast_wpseo_focuskw: 'palavra-chave',
        },
      },
      {
        id: 5,
        title: 'Com Rank Math',
        slug: 'com-rank-math',
        meta: {
          rank_math_title: 'Título próprio %sep% %sitename%',
          rank_math_focus_keyword: 'um,dois',
        },
      },
      { id: 6, title: 'Estranho', slug: 'estranho', status: 'limbo' },
    ])
    const { posts, skipped } = await readAll(bytes(document, 7))
    expect(posts.map((post) => [post.sourceId, post.status])).toEqual([
      ['1', 'archived'],
      ['2', 'draft'],
      ['4', 'published'],
      ['5', 'published'],
      ['6', 'draft'],
    ])
    expect(posts[4]?.warnings.map((warning) => warning.code)).toEqual(['unknown_status'])
    expect(skipped.map((item) => item.kind)).toEqual(['trash'])
    expect(posts[2]?.seo).toEqual({
      title: 'Com Yoast',
      description: 'Descrição do Yoast',
      focusKeyword: 'palavra-chave',
    })
    expect(posts[3]?.seo).toEqual({
      title: 'Título próprio',
      description: null,
      focusKeyword: 'um',
    })
  })
})

describe('sloppy but readable exports', () => {
  it('reads HTML entities that plugins leave outside CDATA, and a blank line before the XML', async () => {
    const document = wxrDocument([{ id: 1, title: 'x', slug: 'um' }]).replace(
      '<title><![CDATA[x]]></title>',
      '<title>Café&nbsp;e pão&hellip;</title>',
    )
    const { posts } = await readAll(bytes(`\n\n${document}`, 50))
    // The no-break space reads as a space in a title.
    expect(posts[0]?.title).toBe('Café e pão…')
  })
})

describe('files that are not a readable WXR export', () => {
  it('says a foreign XML file is not a WordPress export', async () => {
    const atom =
      '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>'
    const rss =
      '<?xml version="1.0"?><rss version="2.0"><channel><title>x</title><item><title>y</title></item></channel></rss>'
    for (const text of [atom, rss, '{"db": []}', '']) {
      const error = await failure(bytes(text, 64))
      expect(error.code).toBe('not_wxr')
      expect(error.message).toBe('O arquivo não é uma exportação do WordPress (WXR).')
    }
  })

  it('says where a file cut short ends', async () => {
    const text = readFileSync(FIXTURE, 'utf8')
    const cut = text.slice(0, 300_000)
    const error = await failure(bytes(cut, 16_384))
    expect(error.code).toBe('corrupt')
    const lines = cut.split('\n').length
    expect(error.line).toBe(lines)
    expect(error.message).toBe(`O arquivo está corrompido na linha ${lines}.`)
  })

  it('says where malformed markup is', async () => {
    const broken = wxrDocument([{ id: 1, title: 'Um' }]).replace(
      '<wp:post_id>1</wp:post_id>',
      '<wp:post_id>1</wp:post>',
    )
    const line = broken.slice(0, broken.indexOf('</wp:post>')).split('\n').length
    expect((await failure(bytes(broken, 100))).message).toBe(
      `O arquivo está corrompido na linha ${line}.`,
    )
  })

  it('refuses a WXR version it does not know', async () => {
    const future = wxrDocument([]).replace('<wp:wxr_version>1.2<', '<wp:wxr_version>2.0<')
    expect((await failure(bytes(future, 100))).code).toBe('unsupported_version')
  })
})
