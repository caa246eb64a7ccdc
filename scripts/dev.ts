import { loadConfig, runScript } from './lib/bootstrap'
import { prepareDatabase, runServer, serverEnv } from './lib/server-process'

// `npm run dev`: the database steps of `npm start` (so a fresh clone works with no other
// command), then the production server file in Next's development mode: the same socket-built
// client address, start checks, tag store and graceful stop, with compile-on-request and Fast
// Refresh instead of a build. What differs is written in README.md ("Development server").
await runScript(async () => {
  const env = loadConfig('development')
  await prepareDatabase(env)
  process.exitCode = await runServer(serverEnv(env, 'development'))
})
