import 'server-only'
import { headers } from 'next/headers'
import { cache } from 'react'
import { getDatabase } from '../db'
import type { Role } from '../db/types'
import { getAuth } from './auth'
import { AuthError } from './errors'
import { getUserRole, roleSatisfies } from './roles'

export interface SessionContext {
  user: { id: string; email: string; name: string }
  sessionId: string
  expiresAt: Date
  role: Role | null
}

/** Resolves a session from request headers; the one place that asks Better Auth. */
export async function resolveSession(requestHeaders: Headers): Promise<SessionContext | null> {
  const result = await getAuth().api.getSession({ headers: requestHeaders })
  if (!result) return null
  const role = await getUserRole(getDatabase().db, result.user.id).catch((error: unknown) => {
    // The spec: a role fetch error is treated as no role.
    console.error('Falha ao ler o papel do usuário', error)
    return null
  })
  return {
    user: { id: result.user.id, email: result.user.email, name: result.user.name },
    sessionId: result.session.id,
    expiresAt: new Date(result.session.expiresAt),
    role,
  }
}

/** The signed-in user of this request (once per request), or null. */
export const getSession = cache(async (): Promise<SessionContext | null> => {
  return resolveSession(await headers())
})

export async function requireUser(): Promise<SessionContext> {
  const session = await getSession()
  if (!session) throw new AuthError('unauthenticated')
  return session
}

/** Call in every admin query and action: throws AuthError (401/403) unless the role fits. */
export async function requireRole(role: Role): Promise<SessionContext> {
  const session = await requireUser()
  if (!roleSatisfies(session.role, role)) throw new AuthError('forbidden')
  return session
}
