import 'server-only'
import { after } from 'next/server'
import { cacheTags } from '@/next-adapter/cache-tags.mjs'
import { blogTags } from '../blog/cache-tags'
import { purgeMicroCacheForTags } from '../blog/micro-cache'
import { getDatabase } from '../db'
import { getStorage } from '../media/storage'
import {
  listCategoryPostIds,
  listStaleShareImages,
  refreshShareImage,
  type ShareImageDeps,
} from './refresh'

/**
 * Stale or missing images (a failed try, a deleted category, posts from before 0013, and the
 * WebP images and covered posts' title cards from before 0015, redrawn as JPEG).
 */
export const SHARE_IMAGE_SWEEP_MS = 60_000

const state = globalThis as typeof globalThis & {
  __shareImageQueue?: Promise<void>
  __shareImageTimer?: ReturnType<typeof setInterval>
}

function deps(): ShareImageDeps {
  return {
    db: getDatabase().db,
    storage: getStorage(),
    // The tag state every process checks, usable inside a request and outside one alike.
    invalidate: async (slug) => {
      const tags = [blogTags.post(slug)]
      await cacheTags().update(tags, { expire: 0 })
      purgeMicroCacheForTags(tags)
    },
  }
}

/**
 * Draws the posts' images one after another (sharp already uses the cores). A failure is
 * logged and left to the sweep: the post is published either way.
 */
function enqueue(load: () => Promise<string[]>): Promise<void> {
  const run = async () => {
    for (const id of await load()) {
      try {
        await refreshShareImage(deps(), id)
      } catch (error) {
        console.error(
          `Imagem de compartilhamento do post ${id} não gerada; nova tentativa em 1 min.`,
          error,
        )
      }
    }
  }
  const next = (state.__shareImageQueue ?? Promise.resolve()).then(run).catch((error: unknown) => {
    console.error('Não foi possível gerar imagens de compartilhamento', error)
  })
  state.__shareImageQueue = next
  return next
}

/** After the response (the save is committed): the task never delays the editor. */
function later(load: () => Promise<string[]>): void {
  const task = () => enqueue(load)
  try {
    after(task)
  } catch {
    // Outside a request (the scheduler's timer, scripts, tests) it simply runs.
    void task()
  }
}

/** A post went public or changed in public: its image follows its cover, or title and category. */
export function refreshShareImageLater(postId: string): void {
  later(async () => [postId])
}

/** A category was renamed: the images of its posts print its name. */
export function refreshCategoryShareImagesLater(categoryId: string): void {
  later(() => listCategoryPostIds(getDatabase().db, categoryId))
}

/** Resolves when every queued image is done (tests, scripts). */
export function shareImagesIdle(): Promise<void> {
  return state.__shareImageQueue ?? Promise.resolve()
}

/** Started once at boot by src/instrumentation.ts; the first pass fills in what is missing. */
export function startShareImageSweep(): void {
  if (state.__shareImageTimer) return
  const sweep = () => void enqueue(() => listStaleShareImages(getDatabase().db, 20))
  state.__shareImageTimer = setInterval(sweep, SHARE_IMAGE_SWEEP_MS)
  state.__shareImageTimer.unref()
  sweep()
}
