import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { getDatabase } from '@/server/db'
import { loadConfig, runScript } from './lib/bootstrap'
import { buildIfNeeded } from './lib/build-cache'
import { describeTarget, migrateAndSeed } from './lib/database-setup'

const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')

await runScript(async () => {
  const env = loadConfig()
  console.info(`Banco de dados: ${describeTarget(env)}`)
  await migrateAndSeed(env)
  await getDatabase().destroy()

  // The server and the build read the same secret, generated once into the data folder.
  const childEnv = {
    ...process.env,
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET,
    NODE_ENV: 'production',
  }
  await buildIfNeeded(nextBin, childEnv)

  console.info(`Servindo em ${env.SITE_URL} (porta ${env.PORT})`)
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(env.PORT)], {
    stdio: 'inherit',
    env: childEnv,
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.kill(signal))
  }
  const code = await new Promise<number>((resolve) => server.on('exit', (c) => resolve(c ?? 0)))
  process.exitCode = code
})
