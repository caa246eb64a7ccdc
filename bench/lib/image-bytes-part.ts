import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { buildIfNeeded } from '../../scripts/lib/build-cache'
import { measureArticleImageBytes, type ImageBytesResult } from './image-bytes'
import { BENCH_IMAGES_PATH } from './image-bytes-article'
import type { Check } from './report-browser'
import { benchEnv, HOST, pickPort, reservePort, runScript, startServer } from './server'

/*
 * The phone image bytes in `npm run bench`: an article whose five photos were uploaded before the
 * media library (originals only) is measured on a 390 px phone, then `npm run media:variants`
 * runs against the live server's database and storage and it is measured again. Its own
 * throwaway database and server (the build is reused), so the seven-post figures stay as they are.
 */

export interface ImageBytesPart {
  date: string
  before: ImageBytesResult
  after: ImageBytesResult
}

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

export async function runImageBytesPart(distDir = '.next-bench'): Promise<ImageBytesPart> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'midiaplan-image-bench-'))
  const port = await pickPort()
  const releasePort = await reservePort(port)
  const siteUrl = `http://localhost:${port}`
  const origin = `http://${HOST}:${port}`
  const env = benchEnv({ port, dataDir, distDir })
  try {
    try {
      await runScript('scripts/db-seed.ts', env)
      await runScript('bench/seed-images.ts', env)
      await buildIfNeeded(nextBin, env, siteUrl)
    } finally {
      await releasePort()
    }
    const server = await startServer(env, origin)
    try {
      const before = await measureArticleImageBytes(origin, BENCH_IMAGES_PATH)
      if (before.bodySrcset) throw new Error('the body already had a srcset before media:variants')
      await runScript('scripts/media-variants.ts', env)
      // The server finds the expired tag within its 0.5 s poll, which also empties its micro-cache.
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const after = await measureArticleImageBytes(origin, BENCH_IMAGES_PATH)
      return { date: new Date().toISOString(), before, after }
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** A phone must download less than the originals once the variants exist, at every DPR. */
export function imageBytesChecks(part: ImageBytesPart): Check[] {
  return [
    {
      page: BENCH_IMAGES_PATH,
      figure: 'Body images carry a srcset after media:variants',
      value: part.after.bodySrcset ? 'yes' : 'no',
      budget: 'yes',
      pass: part.after.bodySrcset,
    },
    ...part.before.runs.map((run) => {
      const next = part.after.runs.find((r) => r.deviceScaleFactor === run.deviceScaleFactor)
      const after = next?.bodyBytes ?? Number.POSITIVE_INFINITY
      return {
        page: BENCH_IMAGES_PATH,
        figure: `Body image bytes, 390 px phone at DPR ${run.deviceScaleFactor}`,
        value: `${kb(after)} (was ${kb(run.bodyBytes)})`,
        budget: '< the originals',
        pass: after < run.bodyBytes,
      }
    }),
  ]
}

export function imageBytesSection(part: ImageBytesPart): string[] {
  const { before, after } = part
  const rows = before.runs.flatMap((run) => {
    const next = after.runs.find((r) => r.deviceScaleFactor === run.deviceScaleFactor)
    if (!next) return []
    const change = Math.round((1 - next.totalImageBytes / run.totalImageBytes) * 100)
    return [
      `| ${run.deviceScaleFactor} | ${kb(run.coverBytes)} | ${kb(next.coverBytes)} | ${kb(run.bodyBytes)} | ${kb(next.bodyBytes)} | ${kb(run.totalImageBytes)} | ${kb(next.totalImageBytes)} | -${change} % |`,
    ]
  })
  return [
    `## Article image bytes on a phone (issue 20)`,
    '',
    `${part.date}. ${BENCH_IMAGES_PATH} at ${before.viewport.width}x${before.viewport.height}, cold,` +
      ' scrolled to the end; before and after `npm run media:variants` on the same server.',
    '',
    '| DPR | cover before | cover after | body before | body after | all images before | all images after | change |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ]
}
