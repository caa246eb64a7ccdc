import { readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { renderCoverShareImage } from '@/server/share-image/cover'
import { renderShareImage } from '@/server/share-image/render'

/** Time to draw one post's share image (what a publish adds after its commit). */
export interface ShareImageResult {
  /** First image of a process: includes converting Inter's woff2 to TrueType. */
  coldMs: number
  /** Median and worst of the following title cards. */
  medianMs: number
  maxMs: number
  runs: number
  /** Median JPEG size of a title card. */
  medianBytes: number
  /** The launch covers cut to 1200x630 JPEG: median and worst time, median and largest size. */
  cover: { medianMs: number; maxMs: number; medianBytes: number; maxBytes: number; runs: number }
}

const TITLES = [
  'Planejamento de mídia: o guia definitivo para 2026',
  'Como escolher uma plataforma de mídia paga sem desperdiçar verba',
  'IA em mídia paga: o guia completo para equipes de marketing enxutas e ambiciosas',
  'O que é martech?',
]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

async function timed(draw: () => Promise<Buffer>): Promise<{ ms: number; bytes: number }> {
  const started = performance.now()
  const image = await draw()
  return { ms: performance.now() - started, bytes: image.length }
}

export async function measureShareImage(runs = 20): Promise<ShareImageResult> {
  // A cold start really converts the font: the cached TrueType goes first.
  await rm(path.join(os.tmpdir(), 'midiaplan-fonts'), { recursive: true, force: true })
  const card = (i: number) =>
    timed(() =>
      renderShareImage({
        title: TITLES[i % TITLES.length] ?? '',
        category: 'Planejamento de Mídia',
      }),
    )
  const cold = await card(0)
  const warm = []
  for (let i = 1; i <= runs; i++) warm.push(await card(i))
  const times = warm.map((run) => run.ms)

  const dir = path.join(process.cwd(), 'public', 'blog', 'covers')
  const covers = await Promise.all(
    (await readdir(dir)).map((name) => readFile(path.join(dir, name))),
  )
  const cut = []
  for (let i = 0; i < runs; i++) {
    const cover = covers[i % covers.length]
    if (cover) cut.push(await timed(() => renderCoverShareImage(cover)))
  }
  const coverBytes = cut.map((run) => run.bytes)
  return {
    coldMs: Math.round(cold.ms),
    medianMs: Math.round(median(times)),
    maxMs: Math.round(Math.max(...times)),
    runs,
    medianBytes: median(warm.map((run) => run.bytes)),
    cover: {
      medianMs: Math.round(median(cut.map((run) => run.ms))),
      maxMs: Math.round(Math.max(...cut.map((run) => run.ms))),
      medianBytes: median(coverBytes),
      maxBytes: Math.max(...coverBytes),
      runs: cut.length,
    },
  }
}
