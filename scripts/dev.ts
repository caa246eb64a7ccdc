import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { getDatabase } from '@/server/db'
import { sqliteInUseMessage } from '@/next-adapter/start-checks.mjs'
import { loadConfig, runScript } from './lib/bootstrap'
import { describeTarget, migrateAndSeed } from './lib/database-setup'

const serveScript = fileURLToPath(new URL('../src/next-adapter/serve.mjs', import.meta.url))

// `npm run dev`: the database steps of `npm start` (so a fresh clone works with no other
// command), then the production server file in Next's development mode: the same socket-built
// client address, start checks, tag store and graceful stop, with compile-on-request and Fast
// Refresh instead of a build. What differs is written in README.md ("Development server").
await runScript(async () => {
  const env = loadConfig('development')
  const inUse = sqliteInUseMessage(process.env)
  if (inUse) throw new Error(inUse)
  console.info(`Banco de dados: ${describeTarget(env)}`)
  await migrateAndSeed(env)
  await getDatabase().destroy()

  const server = spawn(process.execPath, [serveScript], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET,
      SITE_URL: env.SITE_URL,
      PORT: String(env.PORT),
      NODE_ENV: 'development',
      NEXT_TELEMETRY_DISABLED: '1',
      MIDIAPLAN_DEV: '1',
    },
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.kill(signal))
  }
  const code = await new Promise<number>((resolve) => server.on('exit', (c) => resolve(c ?? 0)))
  process.exitCode = code
})
