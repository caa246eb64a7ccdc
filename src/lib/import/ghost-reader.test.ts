import { createReadStream, readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { ImportError } from './errors'
import { ghostTags, readGhostEntries, readGhostIndex, type GhostReadOptions } from './ghost-reader'
import { lexicalToHtml } from './lexical'
import { countSkipped, type ImportPost, type ImportSkipped } from './types'

const FIXTURES = path.join(process.cwd(), 'tests/fixtures/import')
const GHOST = path.join(FIXTURES, 'ghost-5.json')

type Source = () => AsyncIterable<string | Uint8Array>

// Small chunks, so rows, strings and accented characters straddle them.
const fromFile = (file: string) => () => createReadStream(file, { highWaterMark: 97 })
const fromText = (text: string) => () => Readable.from([Buffer.from(text)])

async function readAll(open: Source, options?: GhostReadOptions) {
  const index = await readGhostIndex(open())
  const posts: ImportPost[] = []
  const skipped: ImportSkipped[] = []
  for await (const entry of readGhostEntries(open(), index, options)) {
    if (entry.kind === 'post') posts.push(entry.post)
    else skipped.push(entry.skipped)
  }
  return { index, posts, skipped }
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

describe('the Ghost 5 export', () => {
  it('reads the posts with their status, dates, author, SEO fields and cover', async () => {
    const { index, posts } = await readAll(fromFile(GHOST), {
      siteUrl: 'https://antigo.example.com/',
    })
    expect(index.version).toBe('5.82.2')
    expect(index.site.title).toBe('Blog da Equipe')
    expect(
      posts.map((post) => [post.slug, post.status, post.scheduledAt?.toISOString() ?? null]),
    ).toEqual([
      ['planejamento-do-trimestre', 'published', null],
      ['rascunho-de-ideias', 'draft', null],
      ['lancamento-em-marco', 'draft', '2031-03-10T12:00:00.000Z'],
      ['guia-rapido-do-editor', 'published', null],
      ['escrito-a-quatro-maos', 'published', null],
    ])
    const [first] = posts
    expect(first).toMatchObject({
      title: 'Planejamento do trimestre',
      featured: true,
      excerpt: 'Como a equipe organiza o trimestre.',
      publishedAt: new Date('2024-05-03T12:00:00.000Z'),
      contentFormat: 'html',
      author: { login: 'ana', email: 'ana@example.com', displayName: 'Ana Souza' },
      cover: {
        url: 'https://antigo.example.com/content/images/2024/05/capa.jpg',
        alt: 'Equipe reunida em frente ao quadro',
      },
      seo: {
        title: 'Planejamento trimestral: como fazemos',
        description: 'O passo a passo do planejamento da equipe a cada trimestre.',
        focusKeyword: null,
      },
      imageUrls: ['https://antigo.example.com/content/images/2024/05/quadro.jpg'],
    })
    expect(first?.html).not.toContain('srcset')
    expect(posts.filter((post) => post.featured)).toHaveLength(1)
    // Two authors: the one with the lowest sort_order is the post's.
    expect(posts[4]?.author?.login).toBe('bruno')
    expect(posts[4]?.html).toBe('<h2>Título repetido no corpo</h2><p>Escrito a quatro mãos.</p>')
  })

  it('imports the public tags and reports internal ones and pages', async () => {
    const { index, posts, skipped } = await readAll(fromFile(GHOST), {
      siteUrl: 'https://antigo.example.com',
    })
    expect(ghostTags(index).map((tag) => [tag.slug, tag.name])).toEqual([
      ['noticias', 'Notícias'],
      ['tutoriais', 'Tutoriais'],
    ])
    expect(posts[0]?.tags).toEqual([{ slug: 'noticias', name: 'Notícias' }])
    expect(posts[0]?.warnings).toEqual([
      { code: 'internal_tags', message: 'Tags internas do Ghost não importadas: #destaque.' },
    ])
    expect(posts[3]?.tags.map((tag) => tag.slug)).toEqual(['tutoriais', 'noticias'])
    expect(Object.fromEntries(countSkipped(skipped))).toEqual({ internal_tag: 1, page: 1 })
    expect(skipped.find((item) => item.kind === 'page')?.title).toBe('Sobre nós')
  })

  it('renders a lexical-only post and reports the conversion and the cards left out', async () => {
    const { posts } = await readAll(fromFile(GHOST), { siteUrl: 'https://antigo.example.com' })
    const guide = posts[3]
    expect(guide?.contentFormat).toBe('lexical')
    expect(guide?.html).toBe(
      '<h2>Guia rápido</h2><p>Leia a <a href="https://ghost.org/docs/">documentação</a> e depois:</p>' +
        '<ul><li>instale</li><li>configure</li></ul>' +
        '<p><img src="https://antigo.example.com/content/images/2024/05/mesa.jpg" alt="Mesa de trabalho"></p>' +
        '<p><em>Nossa mesa</em></p><hr><div class="aviso">Atenção</div>' +
        '<p><a href="https://example.com/artigo">https://example.com/artigo</a></p>',
    )
    expect(guide?.warnings.map((warning) => warning.code)).toEqual([
      'lexical_converted',
      'lexical_unsupported',
    ])
    expect(guide?.warnings[1]?.message).toBe(
      'Blocos do Ghost sem equivalente aqui ficaram de fora: paywall.',
    )
  })

  it('keeps Ghost-hosted images as paths, reported, when the old address is not given', async () => {
    const { posts } = await readAll(fromFile(GHOST))
    expect(posts[0]?.imageUrls).toEqual(['/content/images/2024/05/quadro.jpg'])
    expect(posts[0]?.warnings.map((warning) => warning.code)).toContain('relative_images')
    expect(posts[2]?.warnings.map((warning) => warning.code)).not.toContain('relative_images')
  })
})

describe('lexicalToHtml', () => {
  it('renders text formats and escapes text', () => {
    const lexical = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'a < b', format: 3 },
              { type: 'linebreak' },
              { type: 'text', text: 'código', format: 16 },
            ],
          },
        ],
      },
    }
    expect(lexicalToHtml(JSON.stringify(lexical))).toEqual({
      html: '<p><strong><em>a &lt; b</em></strong><br><code>código</code></p>',
      unsupported: [],
    })
  })

  it('gives no HTML for unreadable JSON', () => {
    expect(lexicalToHtml('{"root":').html).toBe('')
  })
})

describe('files that are not a readable Ghost export', () => {
  it('says a WordPress export or other JSON is not a Ghost export', async () => {
    const wordpress = fromFile(path.join(FIXTURES, 'themeunittestdata.wordpress.xml'))
    for (const open of [wordpress, fromText('[1, 2]'), fromText('{"posts": []}'), fromText('')]) {
      const error = await failure(open)
      expect(error.code).toBe('not_ghost')
      expect(error.message).toBe('O arquivo não é uma exportação do Ghost (JSON).')
    }
  })

  it('says a file cut short or broken is corrupt', async () => {
    const text = readFileSync(GHOST, 'utf8')
    for (const broken of [
      text.slice(0, 9_000),
      text.replace('"posts_tags": [', '"posts_tags": [}'),
    ]) {
      const error = await failure(fromText(broken))
      expect(error.code).toBe('corrupt')
      expect(error.message).toBe(
        'O arquivo do Ghost está corrompido ou incompleto. Exporte novamente pelo painel do Ghost.',
      )
    }
  })
})
