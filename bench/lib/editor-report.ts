import type { Target } from './editor-ready'
import type { Check } from './report-browser'
import { median } from './stats'

/** The editor usable within 1.5 s of the navigation, on its first open after a start. */
export const EDITOR_READY_BUDGET_MS = 1500

export interface Spread {
  median: number
  min: number
  max: number
  samples: number[]
}

export function spread(values: readonly number[]): Spread {
  const samples = values.map((v) => Math.round(v))
  return {
    median: Math.round(median(samples)),
    min: Math.min(...samples),
    max: Math.max(...samples),
    samples,
  }
}

export interface TargetFigures {
  target: Target
  path: string
  cold: Spread
  warm: Spread
  /** Medians of the cold opens' steps, ms from the navigation's start. */
  coldPhases: { ttfb: number; htmlDone: number; fcp: number; usable: number }
  coldScripts: number
  coldScriptKb: number
  /** CPU the server and Chromium (all its processes) used during each cold open. */
  serverCpuMs: Spread | null
  browserCpuMs: Spread | null
  /** The 1-minute load average as each run began. */
  loadAverages: number[]
}

export interface EditorReadyResults {
  date: string
  runs: number
  posts: number
  cpus: number
  loadAverage: { before: number; after: number }
  targets: TargetFigures[]
}

const LABELS: Record<Target, string> = {
  list: 'Posts list (reference)',
  new: 'Editor, new post',
  edit: 'Editor, launch article',
}

/** The editor's first open is judged; the list and the second opens are reported beside it. */
export function editorReadyChecks(results: EditorReadyResults): Check[] {
  return results.targets
    .filter((t) => t.target !== 'list')
    .map((t) => ({
      page: t.target === 'new' ? '/admin/posts/new' : '/admin/posts/<id>/edit',
      figure: 'editor ready, first open after start (median)',
      value: `${t.cold.median} ms (min ${t.cold.min}, max ${t.cold.max}, ${results.runs} runs)`,
      budget: `< ${EDITOR_READY_BUDGET_MS} ms`,
      pass: t.cold.median < EDITOR_READY_BUDGET_MS,
    }))
}

const range = (s: Spread) => `${s.median} (${s.min}–${s.max})`

export function editorReadySection(results: EditorReadyResults): string[] {
  const loads = results.targets.flatMap((t) => t.loadAverages)
  return [
    '## Admin: editor ready, beside the posts list',
    '',
    `${results.date}, ${results.runs} runs, ${results.posts} posts, SQLite, ${results.cpus} CPUs;` +
      ` 1-minute load average ${results.loadAverage.before} before, ${results.loadAverage.after}` +
      ` after, ${Math.min(...loads)}–${Math.max(...loads)} as the runs began.` +
      ' A signed-in admin opens each page in Chromium (1280×800, no throttling). **Cold**: a' +
      ' new production server (the first request after its start, its warm-up done) and a new' +
      ' browser profile; **warm**: the same page again in the same tab. Time from the' +
      " navigation's start until the page is usable: the editor when a key typed into the" +
      ' ProseMirror text is in its document, with the post’s text loaded and the toolbar' +
      ' enabled (the driver sends the key as soon as it learns that, a round trip to the browser that is counted in: a few ms on a quiet machine);' +
      ' the list when its rows are there and hydrated. Median (min–max) in ms.',
    '',
    '| Page | Path | Cold | Warm | Budget (cold) | Result |',
    '| --- | --- | ---: | ---: | --- | --- |',
    ...results.targets.map((t) => {
      const judged = t.target !== 'list'
      const pass = t.cold.median < EDITOR_READY_BUDGET_MS
      return (
        `| ${LABELS[t.target]} | \`${t.path}\` | ${range(t.cold)} | ${range(t.warm)} |` +
        ` ${judged ? `< ${EDITOR_READY_BUDGET_MS} ms` : 'reference'} |` +
        ` ${judged ? (pass ? 'PASS' : '**FAIL**') : '—'} |`
      )
    }),
    '',
    'Where the cold opens spend it (medians, ms from the navigation start), the scripts they' +
      ' fetched, and the CPU the server and Chromium used meanwhile (median (min–max) ms; on' +
      ' shared CPUs the wall time also counts the waits for a CPU, this does not):',
    '',
    '| Page | First byte | HTML complete | First paint | Usable | Ready | Scripts | Script KB | Server CPU | Browser CPU |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.targets.map(
      (t) =>
        `| ${LABELS[t.target]} | ${t.coldPhases.ttfb} | ${t.coldPhases.htmlDone} |` +
        ` ${t.coldPhases.fcp} | ${t.coldPhases.usable} | ${t.cold.median} | ${t.coldScripts} |` +
        ` ${t.coldScriptKb} | ${t.serverCpuMs ? range(t.serverCpuMs) : 'n/a'} |` +
        ` ${t.browserCpuMs ? range(t.browserCpuMs) : 'n/a'} |`,
    ),
    '',
  ]
}
