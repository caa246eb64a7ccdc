import { getDatabase } from '@/server/db'
import { loadConfig, runScript } from './lib/bootstrap'
import { migrateAndSeed } from './lib/database-setup'

await runScript(async () => {
  const env = loadConfig()
  await migrateAndSeed(env)
  console.info('Seed concluído.')
  await getDatabase().destroy()
})
