import { describe, expect, it } from 'vitest'
import { SEED_ARTICLES } from './articles'
import { computeChecklist, requiredFailures } from '@/lib/checklist/checklist'
import type { LinkedPostState } from '@/lib/checklist/types'

/*
 * The seven launch articles were written by hand to the spec's article rules: each must pass
 * every required item of the checklist the editor and the server now apply, with the seven
 * published (as the seed leaves them) and nothing else in the blog.
 */
const linkedPosts = new Map<string, LinkedPostState>(
  SEED_ARTICLES.map((article) => [article.slug, 'published']),
)

describe.each(SEED_ARTICLES.map((article) => [article.slug, article] as const))(
  'launch article %s',
  (_, article) => {
    const checklist = computeChecklist(
      { ...article, focusKeyword: '' },
      { linkedPosts, siteOrigin: 'https://midiaplan.com.br' },
    )

    it('passes every required item', () => {
      expect(requiredFailures(checklist)).toEqual([])
      const required = checklist.items.filter((item) => item.required)
      expect(required.map((item) => [item.id, item.level])).toEqual([
        ['no-h1', 'ok'],
        ['image-alt', 'ok'],
        ['link-targets', 'ok'],
      ])
    })

    it('links to at least two other launch articles and reads in 14 to 18 minutes', () => {
      expect(checklist.items.find((item) => item.id === 'internal-links')?.level).toBe('ok')
      expect(checklist.readingMinutes).toBeGreaterThanOrEqual(14)
      expect(checklist.readingMinutes).toBeLessThanOrEqual(18)
    })
  },
)
