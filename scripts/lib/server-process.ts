import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { getDatabase } from '@/server/db'
import type { Env } from '@/server/env'
import { sqliteInUseMessage } from '@/next-adapter/start-checks.mjs'
import { describeTarget, migrateAndSeed } from './database-setup'

const serveScript = fileURLToPath(new URL('../../src/next-adapter/serve.mjs', import.meta.url))

/**
 * What `npm start` and `npm run dev` do before serving: refuse when another server holds the
 * SQLite database (before migrating or building: a build under a running server would replace
 * its files), then migrate and seed, printing the admin login on a first start.
 */
export async function prepareDatabase(env: Env): Promise<void> {
  const inUse = sqliteInUseMessage(process.env)
  if (inUse) throw new Error(inUse)
  console.info(`Banco de dados: ${describeTarget(env)}`)
  await migrateAndSeed(env)
  await getDatabase().destroy()
}

/** The server's environment: it and the build read the secret generated into the data folder. */
export function serverEnv(env: Env, mode: 'production' | 'development'): NodeJS.ProcessEnv {
  return {
    ...process.env,
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET,
    SITE_URL: env.SITE_URL,
    PORT: String(env.PORT),
    NODE_ENV: mode,
    NEXT_TELEMETRY_DISABLED: '1',
    ...(mode === 'development' ? { MIDIAPLAN_DEV: '1' } : {}),
  }
}

/** Runs src/next-adapter/serve.mjs as a child, passes Ctrl-C and SIGTERM on, returns its code. */
export async function runServer(childEnv: NodeJS.ProcessEnv): Promise<number> {
  const server = spawn(process.execPath, [serveScript], { stdio: 'inherit', env: childEnv })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.kill(signal))
  }
  return new Promise<number>((resolve) => server.on('exit', (c) => resolve(c ?? 0)))
}
