import { beforeEach, describe, expect, it, vi } from 'vitest'
import { invalidateCategoryChange, invalidatePostChange } from './invalidate'

const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag }))

describe('blog invalidation', () => {
  beforeEach(() => revalidateTag.mockClear())

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
