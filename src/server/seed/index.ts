import 'server-only'
import { randomUUID } from 'node:crypto'
import { getDatabase } from '../db'
import { createOrPromoteUser, generatePassword } from '../auth/users'
import { countAdmins } from '../auth/roles'
import type { Env } from '../env'
import { SEED_CATEGORIES } from './categories'
import { seedArticles } from './seed-articles'

const SEED_KEY = 'seed:categories'

export const DEFAULT_ADMIN_EMAIL = 'admin@midiaplan.local'

export interface SeedReport {
  categoriesCreated: number
  articlesCreated: number
  admin: { email: string; password: string | null; created: boolean } | null
}

/**
 * Seeds an empty database once. A marker row records that the categories were seeded, so a
 * category an admin later deletes is not brought back by the next start.
 */
async function seedCategories(): Promise<number> {
  const { db } = getDatabase()
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom('app_settings')
      .select('key')
      .where('key', '=', SEED_KEY)
      .executeTakeFirst()
    if (marker) return 0
    let created = 0
    for (const category of SEED_CATEGORIES) {
      const result = await trx
        .insertInto('blog_categories')
        .values({ id: randomUUID(), ...category })
        .onConflict((oc) => oc.column('slug').doNothing())
        .executeTakeFirst()
      created += Number(result.numInsertedOrUpdatedRows ?? 0)
    }
    await trx
      .insertInto('app_settings')
      .values({ key: SEED_KEY, value: new Date().toISOString() })
      .execute()
    return created
  })
}

/**
 * The first admin, so a new install has someone to sign in: from ADMIN_EMAIL/ADMIN_PASSWORD or
 * generated.
 */
async function ensureAdmin(
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<SeedReport['admin']> {
  const { db } = getDatabase()
  if ((await countAdmins(db)) > 0) return null
  const email = env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL
  const password = env.ADMIN_PASSWORD ?? generatePassword()
  const result = await createOrPromoteUser({ email, password, role: 'admin' })
  return { email, password: env.ADMIN_PASSWORD ? null : password, created: result.created }
}

export async function seedDatabase(
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<SeedReport> {
  const categoriesCreated = await seedCategories()
  const articlesCreated = await seedArticles()
  const admin = await ensureAdmin(env)
  return { categoriesCreated, articlesCreated, admin }
}
