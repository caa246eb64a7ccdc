import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { getDatabase } from '@/server/db'
import { loadConfig, runScript } from './lib/bootstrap'
import { buildIfNeeded } from './lib/build-cache'
import { describeTarget, migrateAndSeed } from './lib/database-setup'
import { sqliteInUseMessage } from '@/next-adapter/start-checks.mjs'

const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')
const serveScript = fileURLToPath(new URL('../src/next-adapter/serve.mjs', import.meta.url))

await runScript(async () => {
  const env = loadConfig()
  // Before migrating and building: a build under a running server would replace its files.
  const inUse = sqliteInUseMessage(process.env)
  if (inUse) throw new Error(inUse)
  console.info(`Banco de dados: ${describeTarget(env)}`)
  await migrateAndSeed(env)
  await getDatabase().destroy()

  // The server and the build read the same secret, generated once into the data folder.
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET,
    SITE_URL: env.SITE_URL,
    PORT: String(env.PORT),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  await buildIfNeeded(nextBin, childEnv, env.SITE_URL)

  console.info(`Servindo em ${env.SITE_URL} (porta ${env.PORT})`)
  const server = spawn(process.execPath, [serveScript], {
    stdio: 'inherit',
    env: childEnv,
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.kill(signal))
  }
  const code = await new Promise<number>((resolve) => server.on('exit', (c) => resolve(c ?? 0)))
  process.exitCode = code
})
