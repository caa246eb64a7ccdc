import { describe, expect, it } from 'vitest'
import { editorDocumentOf, type PostDocument } from './post-document'

const stored: PostDocument = {
  title: 'Mídia programática',
  slug: 'midia-programatica',
  description: null,
  content: '<p>Texto.</p>',
  coverImage: null,
  categoryId: null,
  tags: ['ads'],
  featured: true,
  focusKeyword: null,
  coverAlt: null,
}

describe('editorDocumentOf', () => {
  it("gives '' for every field stored as null or absent, and keeps the rest", () => {
    const { focusKeyword: _keyword, coverAlt: _alt, ...withoutOptional } = stored
    for (const doc of [stored, withoutOptional]) {
      expect(editorDocumentOf(doc, 'published')).toEqual({
        title: 'Mídia programática',
        slug: 'midia-programatica',
        description: '',
        coverImage: '',
        coverAlt: '',
        categoryId: '',
        tags: ['ads'],
        content: '<p>Texto.</p>',
        featured: true,
        status: 'published',
        focusKeyword: '',
      })
    }
  })

  it('keeps the values a document has', () => {
    const doc = editorDocumentOf(
      {
        ...stored,
        description: 'Resumo',
        coverImage: '/uploads/capa.jpg',
        categoryId: 'cat-1',
        focusKeyword: 'mídia',
        coverAlt: 'Um gráfico',
      },
      'draft',
    )
    expect(doc).toMatchObject({
      description: 'Resumo',
      coverImage: '/uploads/capa.jpg',
      categoryId: 'cat-1',
      focusKeyword: 'mídia',
      coverAlt: 'Um gráfico',
      status: 'draft',
    })
  })

  it('writes the fields in one order whatever the stored order, so equal documents have equal JSON', () => {
    const reordered: PostDocument = {
      coverAlt: stored.coverAlt,
      focusKeyword: stored.focusKeyword,
      featured: stored.featured,
      tags: stored.tags,
      categoryId: stored.categoryId,
      coverImage: stored.coverImage,
      content: stored.content,
      description: stored.description,
      slug: stored.slug,
      title: stored.title,
    }
    expect(JSON.stringify(editorDocumentOf(reordered, 'draft'))).toBe(
      JSON.stringify(editorDocumentOf(stored, 'draft')),
    )
  })
})
