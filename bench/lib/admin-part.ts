import { randomBytes } from 'node:crypto'
import { measureAdminList, signIn, type AdminListResults } from './admin-list'
import { startMemorySampler, type MemoryPeak } from './memory'
import { runScript, startServer } from './server'
import { adminQuery } from './pg-admin'

/*
 * The admin posts list at 10,000 generated posts: on the bench's SQLite database, then, when
 * DATABASE_URL is set, on a throwaway database created next to it on that PostgreSQL server
 * (never the database DATABASE_URL names: the bench must not write into real data).
 */

export const GENERATED_POSTS = 10_000
/** The seven launch articles db-seed adds before the generated ones. */
const LAUNCH_ARTICLES = 7

interface Site {
  env: NodeJS.ProcessEnv
  origin: string
  siteUrl: string
}

async function measure(site: Site, dialect: AdminListResults['dialect']) {
  const cookie = await signIn(site.origin, site.siteUrl, {
    email: site.env.ADMIN_EMAIL ?? '',
    password: site.env.ADMIN_PASSWORD ?? '',
  })
  return {
    date: new Date().toISOString(),
    dialect,
    posts: GENERATED_POSTS + LAUNCH_ARTICLES,
    scenarios: await measureAdminList(site.origin, cookie),
  }
}

/** On the running SQLite server; last, since the generated posts change the public pages. */
export async function runAdminSqlite(site: Site): Promise<AdminListResults> {
  console.info(`Adding ${GENERATED_POSTS} generated posts, then timing the admin list...`)
  await runScript('bench/seed-posts.ts', site.env)
  return measure(site, 'sqlite')
}

export type PostgresAdmin =
  | { measured: true; results: AdminListResults; memory: MemoryPeak }
  | { measured: false; reason: string }

/**
 * Seeds a new database on DATABASE_URL's server and times the list on a server using it, on the
 * same port once `freePort` has stopped the SQLite server.
 */
export async function runAdminPostgres(
  baseUrl: string,
  site: Site,
  freePort: () => Promise<void>,
): Promise<PostgresAdmin> {
  const name = `midiaplan_bench_${randomBytes(6).toString('hex')}`
  try {
    await adminQuery(baseUrl, `create database ${name}`)
  } catch (error) {
    const reason = `could not create a throwaway database on DATABASE_URL's server: ${error instanceof Error ? error.message : String(error)}`
    console.warn(`PostgreSQL admin list: not measured (${reason})`)
    return { measured: false, reason }
  }
  try {
    const url = new URL(baseUrl)
    url.pathname = `/${name}`
    const env = { ...site.env, DATABASE_URL: url.toString() }
    console.info(`PostgreSQL: seeding ${name} with ${GENERATED_POSTS} generated posts...`)
    await runScript('scripts/db-seed.ts', env)
    await runScript('bench/seed-posts.ts', env)
    await freePort()
    const server = await startServer(env, site.origin)
    const sampler = startMemorySampler(() => server.process.pid)
    try {
      const results = await measure({ ...site, env }, 'postgres')
      return { measured: true, results, memory: sampler.stop() }
    } finally {
      sampler.stop()
      await server.stop()
    }
  } finally {
    await adminQuery(baseUrl, `drop database if exists ${name} with (force)`).catch((error) =>
      console.warn(`could not drop ${name}: ${error instanceof Error ? error.message : error}`),
    )
  }
}
