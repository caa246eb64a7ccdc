import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { beforeAll } from 'vitest'
import { createOrPromoteUser } from '@/server/auth/users'
import type { DatabaseHandle } from '@/server/db/connection'
import { signInCookie } from '../support/auth-requests'
import type { MatrixRole } from './authorization-cases'

/* Shared by the authorization-*.test.ts files (vi.mock itself has to stay in each test file). */

export type Persona = 'anonymous' | 'none' | 'editor' | 'admin'
export const PERSONAS: Persona[] = ['anonymous', 'none', 'editor', 'admin']
export const ALLOWED: Record<MatrixRole, Persona[]> = {
  editor: ['editor', 'admin'],
  admin: ['admin'],
}

export type AnyAction = (input: never) => Promise<{ ok: boolean; error?: string; status?: number }>

const actionModules = import.meta.glob<Record<string, unknown>>('/src/server/*/actions.ts', {
  eager: true,
})

/** Every function exported by a src/server/<domain>/actions.ts, as "domain.name". */
export function discoveredActions(): Record<string, AnyAction> {
  const found: Record<string, AnyAction> = {}
  for (const [file, exports] of Object.entries(actionModules)) {
    const domain = path.basename(path.dirname(file))
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'function') found[`${domain}.${name}`] = value as AnyAction
    }
  }
  return found
}

/** The route handlers' folders under `dir`, relative to its parent (e.g. "api/uploads"). */
export function routeFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return routeFiles(full, base)
    return name === 'route.ts' ? [path.relative(path.join(base, '..'), path.dirname(full))] : []
  })
}

/** Every row of the tables a refused call must leave alone. */
export async function snapshot(handle: DatabaseHandle): Promise<string> {
  const tables = [
    'user_roles',
    'app_settings',
    'audit_log',
    'session',
    'blog_posts',
    'blog_categories',
    'preview_tokens',
  ] as const
  const counts = await Promise.all(
    tables.map(async (table) => {
      const rows = await handle.db.selectFrom(table).selectAll().execute()
      return `${table}:${JSON.stringify(rows)}`
    }),
  )
  return counts.join('\n')
}

/**
 * Signs one account in per persona (before the file's tests) and makes the account role
 * changes act on. Call inside the dialect's describe; read the fields in the tests.
 */
export function personaSessions(dialect: string, file: string) {
  const sessions = {
    cookies: { anonymous: '', none: '', editor: '', admin: '' } as Record<Persona, string>,
    targetId: '',
  }
  beforeAll(async () => {
    for (const persona of ['none', 'editor', 'admin'] as const) {
      const email = `${persona}-${file}-${dialect}@exemplo.com.br`
      await createOrPromoteUser({
        email,
        password: 'Senha@Matriz2026',
        role: persona === 'none' ? null : persona,
      })
      sessions.cookies[persona] = await signInCookie(
        email,
        'Senha@Matriz2026',
        `10.9.0.${persona.length}`,
      )
    }
    // The account that role changes are made on: never one of the personas.
    const target = await createOrPromoteUser({
      email: `alvo-${file}-${dialect}@exemplo.com.br`,
      password: 'Senha@Matriz2026',
      role: null,
    })
    sessions.targetId = target.userId
  })
  return sessions
}
