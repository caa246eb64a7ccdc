import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { invalidateCategoryChange, invalidatePostChange } from './invalidate'

const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag }))

const MICRO_CACHE = Symbol.for('midiaplan.microCache')
const purge = vi.fn()

describe('blog invalidation', () => {
  beforeEach(() => {
    revalidateTag.mockClear()
    purge.mockClear()
    Reflect.set(globalThis, MICRO_CACHE, { purge })
  })
  afterEach(() => Reflect.deleteProperty(globalThis, MICRO_CACHE))

  it("empties the server's micro-cache when a public page changes, and only then", () => {
    const draft = { slug: 'r', status: 'draft' as const, categorySlug: null, listing: '' }
    invalidatePostChange(null, draft)
    expect(purge).not.toHaveBeenCalled()
    invalidatePostChange(draft, { ...draft, status: 'published' })
    expect(purge).toHaveBeenCalledTimes(1)
    invalidateCategoryChange({ slug: 'cases' }, { slug: 'casos' })
    expect(purge).toHaveBeenCalledTimes(2)
    // A change that moves a card (here, publishing) empties it all; lists show the card.
    expect(purge.mock.calls).toEqual([[], []])
  })

  it("purges only the article's page when only the article changed", () => {
    const live = { slug: 'guia', status: 'published' as const, categorySlug: 'cases', listing: 'a' }
    invalidatePostChange(live, { ...live })
    expect(purge.mock.calls).toEqual([[['/blog/post/guia']]])
    invalidatePostChange(live, { ...live, listing: 'b' })
    expect(purge.mock.calls[1]).toEqual([])
  })

  it('expires each affected tag at once, so the next reader gets fresh pages', () => {
    const snapshot = {
      slug: 'guia',
      status: 'published' as const,
      categorySlug: 'cases',
      listing: 'a',
    }
    invalidatePostChange(snapshot, { ...snapshot, status: 'archived' })
    expect(revalidateTag.mock.calls.map(([tag]) => tag).sort()).toEqual(
      ['blog:categories', 'blog:category:cases', 'blog:post:guia', 'blog:posts'].sort(),
    )
    expect(
      revalidateTag.mock.calls.every(([, profile]) => JSON.stringify(profile) === '{"expire":0}'),
    ).toBe(true)
  })

  it('sends nothing for a draft edit and the category tags for a category change', () => {
    invalidatePostChange(null, {
      slug: 'rascunho',
      status: 'draft',
      categorySlug: null,
      listing: '',
    })
    expect(revalidateTag).not.toHaveBeenCalled()
    invalidateCategoryChange({ slug: 'cases' }, null)
    expect(revalidateTag).toHaveBeenCalledWith('blog:category:cases', { expire: 0 })
  })
})
