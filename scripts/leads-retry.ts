import { parseArgs } from 'node:util'
import { getDatabase } from '@/server/db'
import { retryDueLeads, webhookTarget } from '@/server/leads/webhook'
import { loadConfig, runScript } from './lib/bootstrap'
import { migrate } from './lib/database-setup'

const USAGE =
  'Uso: npx tsx --conditions=react-server scripts/leads-retry.ts [--agora] [--limite N]\n' +
  '  Reenvia ao LEAD_WEBHOOK_URL os leads cuja entrega falhou e cuja nova tentativa já venceu.\n' +
  '  --agora  reenvia também os que ainda aguardam o horário agendado.\n' +
  '  --limite no máximo N leads nesta execução (padrão 500).'

await runScript(async () => {
  const { values } = parseArgs({
    options: {
      agora: { type: 'boolean' },
      limite: { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) return console.info(USAGE)
  const limit = values.limite ? Number.parseInt(values.limite, 10) : 500
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Limite inválido: ${values.limite}`)
  loadConfig()
  const target = webhookTarget()
  if (!target) throw new Error('LEAD_WEBHOOK_URL não está definido: não há para onde enviar.')
  await migrate()
  const { db } = getDatabase()
  const result = await retryDueLeads(db, target, {
    limit,
    // Far in the future (still 4-digit years, which SQLite compares as text): all are due.
    dueBy: values.agora ? new Date('9999-12-31T23:59:59.999Z') : undefined,
  })
  console.info(`Leads enviados: ${result.delivered}; falhas: ${result.failed}.`)
  if (result.failed > 0) {
    console.info('A primeira falha interrompe a execução; os demais seguem agendados.')
    process.exitCode = 1
  }
  await getDatabase().destroy()
})
