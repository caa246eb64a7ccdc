import { getDatabase } from '@/server/db'
import { loadConfig, runScript } from './lib/bootstrap'
import { describeTarget, migrate } from './lib/database-setup'

await runScript(async () => {
  const env = loadConfig()
  const applied = await migrate()
  console.info(
    applied.length > 0
      ? `Migrações aplicadas em ${describeTarget(env)}: ${applied.join(', ')}`
      : `Banco já está atualizado: ${describeTarget(env)}`,
  )
  await getDatabase().destroy()
})
