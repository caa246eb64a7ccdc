// `npm run db:restore -- <pasta> [--substituir]`: puts a db:backup folder back into DATA_DIR
// (scripts/lib/restore-backup.ts).
import path from 'node:path'
import { parseArgs } from 'node:util'
import { BackupError, loadDataConfig } from './lib/backup-files'
import { runScript } from './lib/bootstrap'
import { restrictUmask } from './lib/private-files'
import { restoreBackup } from './lib/restore-backup'

const USAGE =
  'Uso: npm run db:restore -- <pasta> [--substituir]\n' +
  '  Restaura em DATA_DIR um backup de npm run db:backup (pare o servidor antes).\n' +
  '  --substituir  DATA_DIR já tem um banco: ele é movido para DATA_DIR/antes-da-restauracao-<data>.'

async function restore(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { substituir: { type: 'boolean' }, help: { type: 'boolean' } },
  })
  if (values.help) return console.info(USAGE)
  if (!positionals[0]) throw new BackupError(`Informe a pasta do backup.\n${USAGE}`)
  restrictUmask()
  const env = loadDataConfig()
  const summary = await restoreBackup({
    folder: path.resolve(positionals[0]),
    dataDir: env.DATA_DIR,
    postgres: Boolean(env.DATABASE_URL),
    replace: values.substituir ?? false,
  })
  console.info(summary)
}

await runScript(restore)
