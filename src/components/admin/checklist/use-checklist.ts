'use client'

import { useEffect, useMemo, useState } from 'react'
import { outlineBody } from '@/lib/checklist/body-outline'
import { computeChecklist, type Checklist } from '@/lib/checklist/checklist'
import { postLinks } from '@/lib/checklist/internal-links'
import type { ChecklistInput, LinkedPostState } from '@/lib/checklist/types'

/** Typing pauses this long before the checklist is computed again (a 3,000-word body: ~10 ms). */
export const CHECKLIST_DEBOUNCE_MS = 300

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

type Known = ReadonlyMap<string, LinkedPostState | 'missing'>

/**
 * The checklist of the form as it is, recomputed once typing pauses. The states of the posts
 * the body links to are asked of the server for slugs it has not answered yet; until it has,
 * the link items say they are checking.
 */
export function useChecklist(input: ChecklistInput, siteOrigin: string) {
  const debounced = useDebounced(input, CHECKLIST_DEBOUNCE_MS)
  const outline = useMemo(() => outlineBody(debounced.content), [debounced.content])
  const slugs = useMemo(
    () => [...new Set(postLinks(outline.links, siteOrigin).map((link) => link.slug))],
    [outline, siteOrigin],
  )
  const [known, setKnown] = useState<Known>(new Map())
  const [failed, setFailed] = useState(false)
  const unknown = slugs.filter((slug) => !known.has(slug))
  const unknownKey = unknown.join(' ')

  useEffect(() => {
    if (!unknownKey) return
    const controller = new AbortController()
    const wanted = unknownKey.split(' ')
    const query = wanted.map((slug) => `slug=${encodeURIComponent(slug)}`).join('&')
    fetch(`/api/checklist/links?${query}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const { posts } = (await response.json()) as { posts: Record<string, LinkedPostState> }
        setFailed(false)
        setKnown((current) => {
          const next = new Map(current)
          for (const slug of wanted) next.set(slug, posts[slug] ?? 'missing')
          return next
        })
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [unknownKey])

  const checklist: Checklist = useMemo(() => {
    let linkedPosts: Map<string, LinkedPostState> | null = null
    if (!unknownKey) {
      linkedPosts = new Map()
      for (const [slug, state] of known) if (state !== 'missing') linkedPosts.set(slug, state)
    }
    return computeChecklist(debounced, { linkedPosts, siteOrigin }, outline)
  }, [debounced, outline, known, unknownKey, siteOrigin])

  /** Forget what the server said (a post may have been published meanwhile): ask again. */
  const recheck = () => setKnown(new Map())
  return { checklist, linksFailed: failed, recheck }
}
