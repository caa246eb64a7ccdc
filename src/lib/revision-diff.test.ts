import { describe, expect, it } from 'vitest'
import {
  changedBlocks,
  diffBodies,
  diffFields,
  diffRevision,
  type ComparablePost,
  type FieldNames,
} from './revision-diff'
import { BREAK, bodyTokens, decodeEntities } from './revision-text'

describe('bodyTokens', () => {
  it('reads words as a reader does: inline markup joins, blocks and <br> separate', () => {
    expect(
      bodyTokens('<h2>Mídia <em>paga</em></h2><p>pala<strong>vra</strong>, e<br>fim</p><p></p>'),
    ).toEqual(['Mídia', 'paga', BREAK, 'palavra,', 'e', BREAK, 'fim'])
  })

  it('turns entities into characters and images into tokens with their alt text', () => {
    expect(
      bodyTokens(
        '<p>R&amp;D&nbsp;&lt;3 &#233;&#xE9;</p><img src="/a.webp" alt="Gráfico  &quot;CPA&quot;">',
      ),
    ).toEqual(['R&D', '<3', 'éé', BREAK, '[imagem: Gráfico "CPA"]'])
    expect(bodyTokens('<p>a<img src="/x.webp">b</p>')).toEqual(['a', '[imagem]', 'b'])
    expect(decodeEntities('&bogus; &#0; &amp')).toBe('&bogus; \uFFFD &amp')
  })

  it('skips scripts, styles and comments, and reads a lone "<" as text', () => {
    expect(bodyTokens('<p>a <!-- b --> c<script>d</script> 1 < 2</p>')).toEqual([
      'a',
      'c',
      '1',
      '<',
      '2',
    ])
  })
})

describe('diffBodies', () => {
  it('marks the words added and removed, paragraph by paragraph, and counts them', () => {
    const diff = diffBodies(
      '<p>O plano de mídia do mês.</p><p>Segundo parágrafo.</p>',
      '<p>O plano de mídia do trimestre.</p><p>Segundo parágrafo.</p><p>Novo fim.</p>',
    )
    expect(diff.paragraphs).toEqual([
      [
        { op: 'same', text: 'O plano de mídia do' },
        { op: 'removed', text: 'mês.' },
        { op: 'added', text: 'trimestre.' },
      ],
      [{ op: 'same', text: 'Segundo parágrafo.' }],
      [{ op: 'added', text: 'Novo fim.' }],
    ])
    expect(diff).toMatchObject({ added: 3, removed: 1 })
  })

  it('ignores markup that changes no word, and a paragraph only the older text split', () => {
    expect(diffBodies('<p>a <strong>b</strong></p>', '<p>a <em>b</em></p>')).toEqual({
      paragraphs: [[{ op: 'same', text: 'a b' }]],
      added: 0,
      removed: 0,
    })
    expect(diffBodies('<p>a</p><p>b</p>', '<p>a b</p>').paragraphs).toEqual([
      [{ op: 'same', text: 'a b' }],
    ])
  })
})

describe('changedBlocks', () => {
  const same = [{ op: 'same' as const, text: 'x' }]
  const changed = [{ op: 'added' as const, text: 'y' }]

  it('keeps changed paragraphs with one of context and counts the rest', () => {
    const paragraphs = [same, same, same, changed, same, same, same, same, changed]
    expect(
      changedBlocks(paragraphs).map((b) => (b.kind === 'unchanged' ? b.count : `p${b.index}`)),
    ).toEqual([2, 'p2', 'p3', 'p4', 2, 'p7', 'p8'])
    expect(changedBlocks([same, same])).toEqual([{ kind: 'unchanged', count: 2 }])
  })
})

const names: FieldNames = {
  category: (id) => (id === 'c1' ? 'Mídia paga' : 'Categoria removida'),
  status: (status) =>
    ({ draft: 'Rascunho', published: 'Publicado', archived: 'Arquivado' })[status],
}

const post = (changes: Partial<ComparablePost> = {}): ComparablePost => ({
  title: 'Título',
  slug: 'titulo',
  description: null,
  coverImage: null,
  categoryId: null,
  tags: ['b', 'a'],
  featured: false,
  status: 'draft',
  ...changes,
})

describe('diffFields', () => {
  it('lists each changed field with both values as the panel shows them', () => {
    expect(
      diffFields(
        post(),
        post({
          title: 'Novo título',
          description: 'Resumo',
          coverImage: '/api/uploads/blog-images/a.webp',
          coverAlt: 'Equipe diante do painel',
          categoryId: 'c1',
          tags: ['c'],
          featured: true,
          status: 'published',
        }),
        names,
      ),
    ).toEqual([
      { field: 'title', label: 'Título', before: 'Título', after: 'Novo título' },
      { field: 'description', label: 'Descrição', before: 'Sem descrição', after: 'Resumo' },
      {
        field: 'coverImage',
        label: 'Capa',
        before: 'Sem capa',
        after: '/api/uploads/blog-images/a.webp',
      },
      {
        field: 'coverAlt',
        label: 'Texto alternativo da capa',
        before: 'Sem texto alternativo (usa o título)',
        after: 'Equipe diante do painel',
      },
      { field: 'categoryId', label: 'Categoria', before: 'Sem categoria', after: 'Mídia paga' },
      { field: 'tags', label: 'Tags', before: 'a, b', after: 'c' },
      { field: 'featured', label: 'Destaque', before: 'Não', after: 'Sim' },
      { field: 'status', label: 'Status', before: 'Rascunho', after: 'Publicado' },
    ])
  })

  it('treats null and "" alike and tags as a set; a deleted category is named so', () => {
    expect(
      diffFields(
        post(),
        post({ description: '', coverImage: '', coverAlt: '', tags: ['a', 'b'] }),
        names,
      ),
    ).toEqual([])
    // A revision older than the cover's alt text has none: the same as an empty one.
    expect(diffFields(post({ coverAlt: null }), post({ coverAlt: '' }), names)).toEqual([])
    expect(diffFields(post({ categoryId: 'gone' }), post(), names)).toEqual([
      {
        field: 'categoryId',
        label: 'Categoria',
        before: 'Categoria removida',
        after: 'Sem categoria',
      },
    ])
    expect(diffFields(post({ slug: 'antigo' }), post(), names)).toEqual([
      { field: 'slug', label: 'Slug', before: 'antigo', after: 'titulo' },
    ])
  })
})

describe('diffRevision', () => {
  it('compares the revision (older) with the current text (newer)', () => {
    const diff = diffRevision(
      { ...post({ title: 'Antes' }), content: '<p>texto antigo</p>' },
      { ...post(), content: '<p>texto novo</p>' },
      names,
    )
    expect(diff.fields.map((f) => [f.field, f.before, f.after])).toEqual([
      ['title', 'Antes', 'Título'],
    ])
    expect(diff.body).toMatchObject({ added: 1, removed: 1 })
  })
})
