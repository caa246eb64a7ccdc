// `npm run media:variants`: registers uploads made before the media library and writes the
// 640/1024/1600 px variants any image lacks (either storage driver). Safe to run again.
import { parseArgs } from 'node:util'
import { cacheTags } from '@/next-adapter/cache-tags.mjs'
import { tagExpirationSource } from '@/server/cache/tag-expirations'
import { getDatabase } from '@/server/db'
import { backfillMedia } from '@/server/media/backfill'
import { MEDIA_VARIANTS_TAG } from '@/server/media/responsive'
import { getStorage, localImagesDir } from '@/server/media/storage'
import { loadConfig, runScript } from './lib/bootstrap'
import { describeTarget, migrate } from './lib/database-setup'

const USAGE =
  'Uso: npm run media:variants [-- --forcar]\n' +
  '  Registra na biblioteca de mídia as imagens enviadas antes dela e grava as versões de\n' +
  '  640, 1024 e 1600 px que faltarem (nunca maiores que o original).\n' +
  '  --forcar  grava de novo as versões de todas as imagens.'

await runScript(async () => {
  const { values } = parseArgs({
    options: { forcar: { type: 'boolean' }, help: { type: 'boolean' } },
  })
  if (values.help) return console.info(USAGE)
  const env = loadConfig()
  await migrate()
  const { db } = getDatabase()
  const storage = getStorage(env)
  console.info(
    `Imagens em ${storage.driver === 's3' ? `S3 (${env.S3_BUCKET})` : 'disco local'}; banco: ${describeTarget(env)}`,
  )
  const report = await backfillMedia(db, storage, {
    localDir: localImagesDir(env),
    force: values.forcar ?? false,
    log: (line) => console.info(`  ${line}`),
  })
  if (report.registered + report.completed > 0) {
    // A running server finds this in its next poll and renders articles with the new srcset.
    const tags = cacheTags()
    await tags.attach(
      tagExpirationSource(() => db),
      { poll: false },
    )
    await tags.update([MEDIA_VARIANTS_TAG])
    tags.detach()
  }
  console.info(
    `Registradas: ${report.registered}; variantes geradas: ${report.completed}; ` +
      `já completas: ${report.unchanged}; ausentes: ${report.missing.length}`,
  )
  await getDatabase().destroy()
  if (report.missing.length > 0) process.exitCode = 1
})
