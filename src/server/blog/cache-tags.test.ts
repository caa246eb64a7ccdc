import { describe, expect, it } from 'vitest'
import {
  blogTags,
  microCachePathsForTags,
  tagsForCategoryChange,
  tagsForPostChange,
  type PostSnapshot,
} from './cache-tags'

const post = (overrides: Partial<PostSnapshot> = {}): PostSnapshot => ({
  slug: 'guia',
  status: 'published',
  categorySlug: 'midia-paga',
  listing: 'Guia|desc|capa|2025-03-05',
  ...overrides,
})

describe('tagsForPostChange', () => {
  it('touches only the article and the sitemap (its lastmod) when just its body changes', () => {
    expect(tagsForPostChange(post(), post())).toEqual([blogTags.post('guia'), blogTags.sitemap])
  })

  it('touches the lists that show the card when the card changes, but not the counts', () => {
    expect(
      tagsForPostChange(post(), post({ listing: 'Novo título|desc|capa|2025-03-05' })).sort(),
    ).toEqual([blogTags.post('guia'), blogTags.postLists, blogTags.category('midia-paga')].sort())
  })

  it('touches counts and lists when a post is published, archived or deleted', () => {
    const published = [
      blogTags.post('guia'),
      blogTags.postLists,
      blogTags.category('midia-paga'),
      blogTags.categories,
    ].sort()
    expect(tagsForPostChange(post({ status: 'draft' }), post()).sort()).toEqual(published)
    expect(tagsForPostChange(post(), post({ status: 'archived' })).sort()).toEqual(published)
    expect(tagsForPostChange(post(), null).sort()).toEqual(published)
    expect(tagsForPostChange(null, post()).sort()).toEqual(published)
  })

  it('touches the old and the new address and both categories when slug and category change', () => {
    expect(
      tagsForPostChange(post(), post({ slug: 'guia-2026', categorySlug: 'planejamento' })).sort(),
    ).toEqual(
      [
        blogTags.post('guia'),
        blogTags.post('guia-2026'),
        blogTags.postLists,
        blogTags.category('midia-paga'),
        blogTags.category('planejamento'),
        blogTags.categories,
      ].sort(),
    )
  })

  it('touches nothing for drafts and archived posts, which were never public', () => {
    expect(
      tagsForPostChange(post({ status: 'draft' }), post({ status: 'draft', listing: 'x' })),
    ).toEqual([])
    expect(tagsForPostChange(null, post({ status: 'draft' }))).toEqual([])
    expect(tagsForPostChange(post({ status: 'archived' }), null)).toEqual([])
  })
})

describe('tagsForCategoryChange', () => {
  it('touches the tabs, the cards and both slugs of a renamed category', () => {
    expect(tagsForCategoryChange({ slug: 'cases' }, { slug: 'casos' }).sort()).toEqual(
      [
        blogTags.categories,
        blogTags.postLists,
        blogTags.category('cases'),
        blogTags.category('casos'),
      ].sort(),
    )
  })
})

describe('microCachePathsForTags', () => {
  it('maps article tags to their pages and anything else to the whole cache', () => {
    expect(microCachePathsForTags([blogTags.post('guia'), blogTags.post('outro')])).toEqual([
      '/blog/post/guia',
      '/blog/post/outro',
    ])
    expect(microCachePathsForTags([blogTags.post('guia'), blogTags.postLists])).toBeNull()
    expect(microCachePathsForTags([blogTags.category('cases')])).toBeNull()
    expect(microCachePathsForTags([blogTags.categories])).toBeNull()
  })

  it('maps the sitemap tag to no page: the sitemap is never micro-cached', () => {
    expect(microCachePathsForTags([blogTags.post('guia'), blogTags.sitemap])).toEqual([
      '/blog/post/guia',
    ])
  })
})
