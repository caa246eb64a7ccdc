import type { EditorDocument } from '@/lib/post-document'
import { POST_STATUSES } from '@/server/db/types'

/*
 * The editor's changes the server did not take (no connection, a server error), kept in this
 * browser per post until a save succeeds or the editor discards them. A new post's are kept
 * under "novo", with the id of the draft its first autosave created, if any.
 */

const PREFIX = 'midiaplan:post-editor:'

export interface LocalBackup {
  /** The post the changes belong to; null for a new post never saved. */
  postId: string | null
  /** The version they were made on: a newer one on the server means a conflict to resolve. */
  version: number | null
  values: EditorDocument
  /** ISO time of the last change kept. */
  keptAt: string
}

export function backupKey(postId: string | undefined): string {
  return `${PREFIX}${postId ?? 'novo'}`
}

function isValues(value: unknown): value is EditorDocument {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  const texts = ['title', 'slug', 'description', 'coverImage', 'categoryId', 'content']
  return (
    texts.every((key) => typeof v[key] === 'string') &&
    Array.isArray(v.tags) &&
    v.tags.every((tag) => typeof tag === 'string') &&
    typeof v.featured === 'boolean' &&
    (POST_STATUSES as readonly unknown[]).includes(v.status)
  )
}

/** The kept changes, or null (none, unreadable, or storage blocked by the browser). */
export function readBackup(key: string): LocalBackup | null {
  try {
    const raw = window.localStorage.getItem(key)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<LocalBackup>
    if (!isValues(parsed.values) || typeof parsed.keptAt !== 'string') return null
    const { coverAlt } = parsed.values as Partial<EditorDocument>
    return {
      postId: typeof parsed.postId === 'string' ? parsed.postId : null,
      version: typeof parsed.version === 'number' ? parsed.version : null,
      // Kept before the cover had its alt text: none.
      values: { ...parsed.values, coverAlt: typeof coverAlt === 'string' ? coverAlt : '' },
      keptAt: parsed.keptAt,
    }
  } catch {
    return null
  }
}

/** False when the browser refused (private mode, storage full): the status line says so. */
export function writeBackup(key: string, backup: LocalBackup): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(backup))
    return true
  } catch {
    return false
  }
}

export function clearBackup(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Storage blocked: there is nothing kept to clear.
  }
}
