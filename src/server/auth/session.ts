import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'
import { headers } from 'next/headers'
import { cache } from 'react'
import { getDatabase } from '../db'
import type { Role } from '../db/types'
import { getAuth } from './auth'
import { AuthError } from './errors'
import { getUserRole, roleSatisfies } from './roles'
import { isTwoFactorRequired } from '../settings/queries'

export interface SessionContext {
  user: { id: string; email: string; name: string }
  sessionId: string
  expiresAt: Date
  role: Role | null
  twoFactorEnabled: boolean
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
    twoFactorEnabled: result.user.twoFactorEnabled === true,
  }
}

/*
 * React's cache() memoizes only while React renders (pages, layouts, actions): a route handler
 * that checked the role and then read through a query that checks it again asked Better Auth
 * and the role table twice. route() runs each handler in a scope of its own for that.
 */
const requestScope = new AsyncLocalStorage<{ session?: Promise<SessionContext | null> }>()

/** Runs `body` so that every getSession() inside it resolves the session once. */
export function withSessionScope<T>(body: () => Promise<T>): Promise<T> {
  return requestScope.run({}, body)
}

/** The signed-in user of this request (once per request), or null. */
export const getSession = cache(async (): Promise<SessionContext | null> => {
  const scope = requestScope.getStore()
  if (!scope) return resolveSession(await headers())
  scope.session ??= headers().then(resolveSession)
  return scope.session
})

export async function requireUser(): Promise<SessionContext> {
  const session = await getSession()
  if (!session) throw new AuthError('unauthenticated')
  return session
}

/**
 * Call in every admin query and action: throws AuthError (401/403) unless the role fits and,
 * when admins require it, the account has two-factor sign-in on. Only the screen where a
 * user turns two-factor on passes `allowWithoutTwoFactor`.
 */
export async function requireRole(
  role: Role,
  options: { allowWithoutTwoFactor?: boolean } = {},
): Promise<SessionContext> {
  const session = await requireUser()
  if (!roleSatisfies(session.role, role)) throw new AuthError('forbidden')
  if (!options.allowWithoutTwoFactor && !session.twoFactorEnabled) {
    if (await isTwoFactorRequired(getDatabase().db)) throw new AuthError('two_factor_required')
  }
  return session
}

export type AdminAccess =
  | { state: 'anonymous' }
  | { state: 'forbidden'; session: SessionContext }
  | { state: 'two_factor_required'; session: SessionContext }
  | { state: 'ok'; session: SessionContext }

/** What the admin layout shows: it only redirects or explains; data access checks again. */
export async function getAdminAccess(): Promise<AdminAccess> {
  const session = await getSession()
  if (!session) return { state: 'anonymous' }
  if (!roleSatisfies(session.role, 'editor')) return { state: 'forbidden', session }
  if (!session.twoFactorEnabled && (await isTwoFactorRequired(getDatabase().db))) {
    return { state: 'two_factor_required', session }
  }
  return { state: 'ok', session }
}
