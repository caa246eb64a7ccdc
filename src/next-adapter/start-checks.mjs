// Checks src/next-adapter/serve.mjs runs before Next starts: the configuration this process is about to
// serve must make sense for the number of instances it allows.
import path from 'node:path'
import {
  ALLOW_SECOND_INSTANCE,
  acquireInstanceLock,
  dataDirFrom,
  secondInstanceMessage,
} from './instance-lock.mjs'

/** With PostgreSQL there may be several instances; local uploads would live on one of them. */
export function localUploadsWarning(env) {
  if (!env.DATABASE_URL || env.S3_BUCKET) return null
  const folder = path.join(dataDirFrom(env), 'uploads')
  return [
    `Aviso: as imagens enviadas ficam no disco deste servidor (${folder}), porque S3_BUCKET não`,
    'está definido. Com PostgreSQL você pode rodar várias instâncias, mas as outras não verão',
    'essas imagens: configure S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY (armazenamento',
    'compatível com S3) ou monte um volume compartilhado nessa pasta em todas as instâncias.',
    'Com uma única instância, este aviso não se aplica.',
  ].join('\n')
}

/**
 * Runs the checks: `{ error }` when the server must not start, else `{ warnings, lock }`
 * (`lock` is held for the life of the process on SQLite, null otherwise).
 */
export function runStartChecks(env) {
  const warnings = []
  const uploads = localUploadsWarning(env)
  if (uploads) warnings.push(uploads)
  if (env.DATABASE_URL) return { warnings, lock: null }
  if (env[ALLOW_SECOND_INSTANCE] === '1') {
    warnings.push(
      `${ALLOW_SECOND_INSTANCE}=1: este servidor não verifica se outro já usa o mesmo banco SQLite.`,
    )
    return { warnings, lock: null }
  }
  const dataDir = dataDirFrom(env)
  const lock = acquireInstanceLock(dataDir, 'server')
  if (!lock.ok) return { error: secondInstanceMessage(dataDir, lock.holder) }
  return { warnings, lock }
}

/**
 * For `npm start`, before it migrates and builds: the refusal serve.mjs would print, or null.
 * A second `npm start` on a served SQLite database must stop before rebuilding under it.
 */
export function sqliteInUseMessage(env) {
  if (env.DATABASE_URL || env[ALLOW_SECOND_INSTANCE] === '1') return null
  const dataDir = dataDirFrom(env)
  const probe = acquireInstanceLock(dataDir, 'server')
  if (!probe.ok) return secondInstanceMessage(dataDir, probe.holder)
  probe.release()
  return null
}
