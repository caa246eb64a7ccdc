import { rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { renderShareImage } from '@/server/share-image/render'

/** Time to draw one post's share image (what a publish adds after its commit). */
export interface ShareImageResult {
  /** First image of a process: includes converting Inter's woff2 to TrueType. */
  coldMs: number
  /** Median and worst of the following images. */
  medianMs: number
  maxMs: number
  runs: number
  /** Median WebP size. */
  medianBytes: number
}

const TITLES = [
  'Planejamento de mídia: o guia definitivo para 2026',
  'Como escolher uma plataforma de mídia paga sem desperdiçar verba',
  'IA em mídia paga: o guia completo para equipes de marketing enxutas e ambiciosas',
  'O que é martech?',
]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

export async function measureShareImage(runs = 20): Promise<ShareImageResult> {
  // A cold start really converts the font: the cached TrueType goes first.
  await rm(path.join(os.tmpdir(), 'midiaplan-fonts'), { recursive: true, force: true })
  const draw = async (i: number) => {
    const started = performance.now()
    const image = await renderShareImage({
      title: TITLES[i % TITLES.length] ?? '',
      category: 'Planejamento de Mídia',
    })
    return { ms: performance.now() - started, bytes: image.length }
  }
  const cold = await draw(0)
  const warm = []
  for (let i = 1; i <= runs; i++) warm.push(await draw(i))
  const times = warm.map((run) => run.ms)
  return {
    coldMs: Math.round(cold.ms),
    medianMs: Math.round(median(times)),
    maxMs: Math.round(Math.max(...times)),
    runs,
    medianBytes: median(warm.map((run) => run.bytes)),
  }
}
