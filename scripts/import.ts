// `npm run import -- <arquivo> [--midia baixar|manter] [--simular] [--site <endereço>]`: imports
// a WordPress (WXR) or Ghost (JSON) export, printing its progress and report in pt-BR. Safe to
// run again: what did not change on the old site is not written twice.
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import v8 from 'node:v8'
import sharp from 'sharp'
import { z } from 'zod'
import { cacheTags } from '@/next-adapter/cache-tags.mjs'
import {
  IMPORT_PHASE_LABELS,
  IMPORT_RUNNING_MESSAGE,
  importCliSchema,
} from '@/lib/validations/import'
import { tagExpirationSource } from '@/server/cache/tag-expirations'
import { getDatabase } from '@/server/db'
import { completeRun, importErrorMessage, startRun } from '@/server/import/record'
import { reportLines } from '@/server/import/report-text'
import { runImport } from '@/server/import/run-import'
import { runningImport, type RunProgress } from '@/server/import/runs'
import { loadConfig, runScript } from './lib/bootstrap'
import { describeTarget, migrate } from './lib/database-setup'

const USAGE =
  'Uso: npm run import -- <arquivo> [--midia baixar|manter] [--simular] [--site <endereço>]\n' +
  '  Importa uma exportação do WordPress (Ferramentas → Exportar, .xml) ou do Ghost (.json):\n' +
  '  posts, categorias, tags e imagens, e cria um redirecionamento 301 para cada endereço antigo.\n' +
  '  --midia baixar   copia as imagens para a biblioteca de mídia (padrão)\n' +
  '  --midia manter   deixa as imagens no site antigo\n' +
  '  --simular        mostra o que seria criado, atualizado e ignorado, sem gravar nada\n' +
  '  --site           endereço do blog Ghost antigo (ex.: https://blog.exemplo.com.br), para\n' +
  '                   copiar as imagens hospedadas nele'

/** One line per phase and per tenth of the way, not one per chunk of the file. */
function progressPrinter() {
  let shown = ''
  return (progress: RunProgress) => {
    const step = `${progress.phase}:${Math.floor(progress.progress / 10)}`
    if (step === shown) return
    shown = step
    const posts =
      progress.phase === 'posts'
        ? ` (${progress.processed}${progress.total ? ` de ${progress.total}` : ''} posts)`
        : ''
    console.info(
      `  ${IMPORT_PHASE_LABELS[progress.phase]}: ${Math.round(progress.progress)}%${posts}`,
    )
  }
}

await runScript(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      midia: { type: 'string' },
      simular: { type: 'boolean' },
      site: { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help || positionals.length === 0) {
    console.info(USAGE)
    if (!values.help) process.exitCode = 1
    return
  }
  const parsed = importCliSchema.safeParse({ ...values, file: positionals[0] })
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error))
  const options = parsed.data
  if (!existsSync(options.file)) throw new Error(`Arquivo não encontrado: ${options.file}`)
  // Every image of an import is a new one: libvips's operation cache would only keep finished
  // work alive (about 70 MB more at the peak of the bench's 500-post import).
  sharp.cache(false)
  // An import allocates far more than it keeps (each post is read, converted and dropped). On a
  // machine with gigabytes free V8 let that garbage pile up: 550 MB of heap for 10,000 posts
  // whose live data was under 60 MB. Favouring memory keeps the heap near what is live, for a
  // few per cent more CPU on the posts and none on the images (libvips's own threads).
  v8.setFlagsFromString('--optimize-for-size')
  const env = loadConfig()
  await migrate()
  const { db } = getDatabase()
  console.info(`Banco: ${describeTarget(env)}`)
  // The running server learns of each change through the tag store, as from the admin.
  const tags = cacheTags()
  await tags.attach(
    tagExpirationSource(() => db),
    { poll: false },
  )
  try {
    const request = {
      file: options.file,
      fileName: path.basename(options.file),
      media: options.midia,
      dryRun: options.simular,
      ghostSite: options.site,
      actor: null,
      onProgress: progressPrinter(),
    }
    if (options.simular) {
      const report = await runImport(request).catch((error: unknown) => {
        throw new Error(importErrorMessage(error), { cause: error })
      })
      console.info(`\n${reportLines(report).join('\n')}\n\nSimulação: nada foi gravado.`)
      return
    }
    if (await runningImport(db)) throw new Error(IMPORT_RUNNING_MESSAGE)
    const recorded = { ...request, runId: randomUUID(), via: 'cli' as const }
    const run = await startRun(recorded)
    const outcome = await completeRun(run, recorded)
    if (outcome.error !== null) throw new Error(outcome.error)
    if (outcome.report) console.info(`\n${reportLines(outcome.report).join('\n')}`)
    console.info(`\nImportação concluída. O relatório fica na tela Importar (/admin/importar).`)
  } finally {
    tags.detach()
    await getDatabase().destroy()
  }
})
