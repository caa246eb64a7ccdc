import 'server-only'
import { unstable_rethrow } from 'next/navigation'
import { AuthError } from '@/server/auth/errors'

export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string }

/**
 * Runs an admin query; a refusal from its role check (401/403) becomes the pt-BR message to
 * show instead of an error page. Next's own signals (redirects, prerender bail-outs) pass on.
 */
export async function loadOrDenied<T>(load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await load() }
  } catch (error) {
    unstable_rethrow(error)
    if (error instanceof AuthError) return { ok: false, message: error.message }
    throw error
  }
}
