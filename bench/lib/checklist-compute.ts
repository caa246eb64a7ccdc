import { computeChecklist } from '@/lib/checklist/checklist'
import type { LinkedPostState } from '@/lib/checklist/types'
import { SEED_ARTICLES } from '@/server/seed/articles'

/*
 * The editor's "Checklist de publicação" recomputes on the form's changes (debounced): one
 * full compute over a ~3,000-word article (the launch articles are 2,800-3,600 words), timed
 * in this process. The panel stays responsive while typing if this stays well under a frame
 * budget's worth of idle time (tens of milliseconds).
 */

export interface ChecklistComputeResult {
  article: string
  words: number
  samples: number
  p50Ms: number
  p95Ms: number
  maxMs: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

export async function measureChecklistCompute(samples = 200): Promise<ChecklistComputeResult[]> {
  const linkedPosts = new Map<string, LinkedPostState>(
    SEED_ARTICLES.map((article) => [article.slug, 'published']),
  )
  return SEED_ARTICLES.map((article) => {
    const input = { ...article, focusKeyword: 'planejamento de mídia' }
    const context = { linkedPosts }
    let words = 0
    // Warm-up: the JIT, and the syllable cache a session in the editor would have too.
    for (let i = 0; i < 20; i++) words = computeChecklist(input, context).words
    const times: number[] = []
    for (let i = 0; i < samples; i++) {
      // A keystroke changes the body: a different string each time, as in the editor.
      const changed = { ...input, content: `${input.content}<p>Tecla ${i}.</p>` }
      const start = performance.now()
      computeChecklist(changed, context)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    const round = (ms: number) => Math.round(ms * 100) / 100
    return {
      article: article.slug,
      words,
      samples,
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      maxMs: round(times.at(-1) ?? 0),
    }
  })
}
