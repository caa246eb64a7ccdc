import { createRequire } from 'node:module'
import { loadConfig, runScript } from './lib/bootstrap'
import { buildIfNeeded } from './lib/build-cache'
import { prepareDatabase, runServer, serverEnv } from './lib/server-process'

const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')

await runScript(async () => {
  const env = loadConfig()
  await prepareDatabase(env)
  const childEnv = serverEnv(env, 'production')
  await buildIfNeeded(nextBin, childEnv, env.SITE_URL)
  console.info(`Servindo em ${env.SITE_URL} (porta ${env.PORT})`)
  process.exitCode = await runServer(childEnv)
})
