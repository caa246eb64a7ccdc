import { describe, expect, it } from 'vitest'
import type { EditorDocument } from '@/lib/post-document'
import { EMPTY_POST } from '../form-values'
import { fieldList, mergeDocuments, resolveMerge } from './merge'

const base: EditorDocument = {
  ...EMPTY_POST,
  title: 'Título',
  slug: 'titulo',
  content: '<p>Texto comum.</p>',
  tags: ['mídia'],
}

describe('mergeDocuments', () => {
  it('takes a tag added in one tab and a sentence added in the other', () => {
    const theirs = { ...base, tags: ['mídia', 'dados'] }
    const mine = { ...base, content: '<p>Texto comum. Frase nova.</p>' }
    const merge = mergeDocuments(base, mine, theirs)
    expect(merge.conflicts).toEqual([])
    expect(merge.taken).toEqual(['tags'])
    expect(merge.merged).toEqual({ ...mine, tags: ['mídia', 'dados'] })
  })

  it('merges tags as sets when both sides changed them', () => {
    const theirs = { ...base, tags: ['mídia', 'dados'] }
    const mine = { ...base, tags: ['ia'] }
    const merge = mergeDocuments(base, mine, theirs)
    expect(merge.conflicts).toEqual([])
    expect(merge.merged.tags).toEqual(['dados', 'ia'])
  })

  it('reports a field both sides changed differently, keeping mine until a choice', () => {
    const theirs = { ...base, title: 'Deles', description: 'Resumo deles' }
    const mine = { ...base, title: 'Meu', content: '<p>Outro.</p>' }
    const merge = mergeDocuments(base, mine, theirs)
    expect(merge.conflicts).toEqual(['title'])
    expect(merge.taken).toEqual(['description'])
    expect(merge.merged).toMatchObject({ title: 'Meu', description: 'Resumo deles' })
    expect(resolveMerge(merge, theirs, 'theirs')).toMatchObject({
      title: 'Deles',
      description: 'Resumo deles',
      content: '<p>Outro.</p>',
    })
    expect(resolveMerge(merge, theirs, 'mine')).toEqual(merge.merged)
  })

  it('sees no conflict when both made the same change, and keeps my status', () => {
    const theirs = { ...base, title: 'Igual', status: 'draft' as const }
    const mine = { ...base, title: 'Igual', status: 'published' as const }
    expect(mergeDocuments(base, mine, theirs)).toEqual({ merged: mine, conflicts: [], taken: [] })
  })

  it('compares bodies with the given rule (as the editor writes them)', () => {
    const theirs = { ...base, content: '<p>Texto  comum.</p>' }
    const mine = { ...base, content: '<p>Meu texto.</p>' }
    const loose = (a: string, b: string) => a.replace(/\s+/g, ' ') === b.replace(/\s+/g, ' ')
    expect(mergeDocuments(base, mine, theirs, loose).conflicts).toEqual([])
    expect(mergeDocuments(base, mine, theirs).conflicts).toEqual(['content'])
  })
})

describe('fieldList', () => {
  it('names fields as a sentence does', () => {
    expect(fieldList(['title'])).toBe('Título')
    expect(fieldList(['title', 'tags'])).toBe('Título e Tags')
    expect(fieldList(['title', 'slug', 'tags'])).toBe('Título, Slug e Tags')
  })
})
