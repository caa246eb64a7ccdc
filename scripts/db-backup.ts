// `npm run db:backup [-- <pasta>]`: a consistent copy of the SQLite database, taken while the
// server runs, plus the local uploads and the generated auth secret, with a manifest.
// With PostgreSQL it prints the pg_dump/pg_restore commands and exits non-zero: pg_dump must
// match the server's major version and takes the credentials itself, so the operator runs it.
import { existsSync } from 'node:fs'
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  BackupError,
  copyDatabase,
  copyUploads,
  DATABASE_FILE,
  folderSize,
  integrityCheck,
  lastMigration,
  loadDataConfig,
  MANIFEST,
  MANIFEST_FORMAT,
  SECRET_FILE,
  sha256,
  timestamp,
  UPLOADS_DIR,
  type Manifest,
} from './lib/backup-files'
import { runScript } from './lib/bootstrap'
import {
  copyPrivateFile,
  mkdirPrivate,
  PRIVATE_FILE_MODE,
  restrictUmask,
} from './lib/private-files'

const USAGE =
  'Uso: npm run db:backup [-- <pasta>]\n' +
  '  Copia o banco SQLite (mesmo com o servidor rodando), as imagens enviadas (DATA_DIR/uploads)\n' +
  '  e o segredo gerado (DATA_DIR/auth-secret) para <pasta>, ou para backups/midiaplan-<data>.'

/** What to run instead, with the URL left to the shell so it never lands in a log. */
function postgresInstructions(stamp: string, dataDir: string, s3: boolean): string {
  const dump = `midiaplan-${stamp}.dump`
  const lines = [
    'Este servidor usa PostgreSQL (DATABASE_URL): o backup do banco é feito com pg_dump, não com',
    'este comando. Com DATABASE_URL exportada no shell (set -a; . /etc/midiaplan/midiaplan.env; set +a):',
    '',
    `  pg_dump --format=custom --no-owner --no-privileges --file=${dump} "$DATABASE_URL"`,
    '',
    'Para restaurar num banco vazio (createdb) ou substituindo o conteúdo do atual:',
    '',
    `  pg_restore --clean --if-exists --no-owner --no-privileges --dbname="$DATABASE_URL" ${dump}`,
    '',
    'Use pg_dump da mesma versão principal do servidor PostgreSQL (ou mais nova).',
  ]
  if (s3) {
    lines.push('As imagens estão no S3 (S3_BUCKET): copie o bucket pelas ferramentas do provedor.')
  } else {
    lines.push(
      'As imagens estão no disco deste servidor; copie-as também:',
      '',
      `  tar -czf midiaplan-uploads-${stamp}.tar.gz -C ${dataDir} ${UPLOADS_DIR}`,
    )
  }
  return lines.join('\n')
}

async function backup(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean' } },
  })
  if (values.help) return console.info(USAGE)
  restrictUmask()
  const env = loadDataConfig()
  const stamp = timestamp()
  if (env.DATABASE_URL) {
    console.error(postgresInstructions(stamp, env.DATA_DIR, Boolean(env.S3_BUCKET)))
    process.exitCode = 1
    return
  }
  const source = env.SQLITE_PATH
  if (!existsSync(source)) {
    throw new BackupError(
      `Banco SQLite não encontrado em ${source}: nada a copiar. Confira DATA_DIR (${env.DATA_DIR}).`,
    )
  }
  const target = path.resolve(positionals[0] ?? path.join('backups', `midiaplan-${stamp}`))
  const entries = await readdir(target).catch(() => null)
  if (entries && entries.length > 0) {
    throw new BackupError(`A pasta ${target} já existe e não está vazia: escolha outra.`)
  }
  // Written beside the target and renamed at the end: a folder with the target's name is whole.
  const partial = `${target}.parcial`
  await rm(partial, { recursive: true, force: true })
  await mkdirPrivate(partial)
  try {
    const copy = path.join(partial, DATABASE_FILE)
    await copyDatabase(source, copy)
    const integrity = integrityCheck(copy)
    if (integrity !== 'ok') {
      throw new BackupError(`A cópia do banco não passou no integrity_check: ${integrity}`)
    }
    // After the database: an image its rows point to was stored before the row was written.
    await copyUploads(path.join(env.DATA_DIR, UPLOADS_DIR), path.join(partial, UPLOADS_DIR))
    const secret = path.join(env.DATA_DIR, SECRET_FILE)
    const secretInBackup = !process.env.BETTER_AUTH_SECRET && existsSync(secret)
    if (secretInBackup)
      await copyPrivateFile(secret, path.join(partial, SECRET_FILE), { overwrite: false })
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: new Date().toISOString(),
      sourceDataDir: env.DATA_DIR,
      database: {
        file: DATABASE_FILE,
        bytes: (await stat(copy)).size,
        sha256: await sha256(copy),
        lastMigration: lastMigration(copy),
      },
      authSecret: secretInBackup ? 'file' : process.env.BETTER_AUTH_SECRET ? 'env' : 'none',
      uploads: await folderSize(path.join(partial, UPLOADS_DIR)),
    }
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: PRIVATE_FILE_MODE,
    })
    await rm(target, { recursive: true, force: true })
    await rename(partial, target)
    console.info(
      `Backup gravado em ${target}\n` +
        `  banco: ${manifest.database.bytes} bytes (integrity_check ok, última migração ` +
        `${manifest.database.lastMigration ?? 'nenhuma'})\n` +
        `  imagens: ${manifest.uploads.files} arquivo(s), ${manifest.uploads.bytes} bytes\n` +
        (manifest.authSecret === 'env'
          ? '  BETTER_AUTH_SECRET vem do ambiente: guarde-o junto, a restauração precisa dele.\n'
          : '') +
        `Restaure com: npm run db:restore -- ${target}`,
    )
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}

await runScript(backup)
