import type { ImportBenchResults, RowCounts } from './import-bench'
import type { ImportProcessRun } from './import-process'
import type { Check } from './report-browser'

/* The import figures of the migration part: its checks and its part of bench/REPORT.md. */

export const IMPORT_SECONDS_BUDGET = 600
export const RERUN_SECONDS_BUDGET = 120
/** 500 MB (decimal, as the budget is written), compared with the measured bytes. */
export const IMPORT_MEMORY_BUDGET_BYTES = 500_000_000

const COUNTED: readonly (keyof RowCounts)[] = ['blog_posts', 'media_images', 'redirects']

const seconds = (run: ImportProcessRun) => `${run.seconds.toFixed(1)} s`
const minutes = (s: number) =>
  `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`
const peak = (run: ImportProcessRun) => run.hwmSumMiB ?? run.peakTreeRssMiB
const mib = (value: number | null) => (value === null ? 'n/a' : `${value} MiB`)
const busy = (run: ImportProcessRun, cpus: number) =>
  run.cpuSeconds === null ? 'n/a' : `${Math.round((run.cpuSeconds / (run.seconds * cpus)) * 100)} %`

/** Every table the import writes holds as many rows after the second run as after the first. */
export function rowsEqual(r: ImportBenchResults): boolean {
  const { afterFirst, afterSecond } = r.rows
  return (Object.keys(afterFirst) as (keyof RowCounts)[]).every(
    (table) => afterFirst[table] === afterSecond[table],
  )
}

/** The first import brought every post and copied every image of the file. */
export function importComplete(r: ImportBenchResults): boolean {
  const posts = r.first.counts?.post
  const media = r.first.counts?.media
  return (
    posts?.created === r.export.posts &&
    media?.created === r.export.images &&
    media.failed === 0 &&
    r.oldHostLeft === 0
  )
}

/** The second run wrote nothing and asked the old site for nothing. */
export function rerunWroteNothing(r: ImportBenchResults): boolean {
  const posts = r.second.counts?.post
  return (
    rowsEqual(r) &&
    posts?.unchanged === r.export.posts &&
    posts.created === 0 &&
    posts.updated === 0 &&
    r.second.counts?.media.created === 0 &&
    r.served.second === 0
  )
}

export function importChecks(r: ImportBenchResults): Check[] {
  const page = `WordPress import, ${r.export.posts.toLocaleString('en')} posts`
  const memory = peak(r.first)
  const memoryPass = memory !== null && memory * 1024 * 1024 < IMPORT_MEMORY_BUDGET_BYTES
  return [
    {
      page,
      figure: 'time with media (complete)',
      value: `${seconds(r.first)}${importComplete(r) ? '' : ' (incomplete)'}`,
      budget: `< ${IMPORT_SECONDS_BUDGET} s`,
      pass: r.first.seconds < IMPORT_SECONDS_BUDGET && importComplete(r),
    },
    {
      page,
      figure: 'peak memory (process tree)',
      value: mib(memory),
      budget: '< 500 MB',
      pass: memoryPass,
    },
    {
      page,
      figure: 'second run, no changes',
      value: seconds(r.second),
      budget: `< ${RERUN_SECONDS_BUDGET} s`,
      pass: r.second.seconds < RERUN_SECONDS_BUDGET,
    },
    {
      page,
      figure: 'second run duplicates nothing',
      value: rerunWroteNothing(r) ? 'row counts equal' : 'rows written',
      budget: 'row counts equal',
      pass: rerunWroteNothing(r),
    },
  ]
}

export function importSection(r: ImportBenchResults): string[] {
  const e = r.export
  const created = r.first.counts?.media.created ?? 0
  const perSecond = (count: number, run: ImportProcessRun) => (count / run.seconds).toFixed(1)
  const rows = (counts: RowCounts) => COUNTED.map((t) => `${t} ${counts[t]}`).join(', ')
  const statuses = Object.entries(e.statuses)
    .map(([status, count]) => `${count} ${status}`)
    .join(', ')
  return [
    '### Import of a WordPress export',
    '',
    `\`npm run import\` on a throwaway SQLite database seeded like a new site, ${r.cpus} CPUs. The export is generated (bench/lib/import-export.ts, cached between runs): ${e.posts.toLocaleString('en')} posts over ten years (${statuses}; ${e.blocks} block-editor and ${e.posts - e.blocks} classic bodies of 5 to 8 paragraphs with a heading, a list, captions and some shortcodes and videos; Yoast fields on most; ${e.comments} comments and ${e.pages} pages, not imported), ${(e.bytes / 1024 / 1024).toFixed(0)} MiB. Every post has a featured image (1200×800 JPEG) and ${e.bodyImages} images sit in bodies (1024 px photos and 1024×640 PNG screenshots): **${e.images.toLocaleString('en')} distinct image addresses** (${(e.images / e.posts).toFixed(2)} per post), each a file of its own served by a local HTTP server (IMPORT_PRIVATE_HOSTS=127.0.0.1).`,
    '',
    '| Run | Time | Posts/s | Images copied | Peak memory (tree) | CPUs busy | Reference (same run) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    `| Import, \`--midia baixar\` | **${seconds(r.first)}** (${minutes(r.first.seconds)}) | ${perSecond(e.posts, r.first)} | ${created} (${perSecond(created, r.first)}/s; ${r.first.counts?.media.failed ?? 'n/a'} failed; ${(r.served.bytesFirst / 1024 / 1024).toFixed(0)} MiB downloaded) | **${mib(peak(r.first))}** | ${busy(r.first, r.cpus)} | \`--midia manter\` (no image copied): ${seconds(r.keepMedia)}, ${mib(peak(r.keepMedia))}; dry run \`--simular\`: ${seconds(r.dryRun)}, ${mib(peak(r.dryRun))} |`,
    `| Same file again | **${seconds(r.second)}** | ${perSecond(e.posts, r.second)} | ${r.second.counts?.media.created ?? 'n/a'} (${r.served.second} requests to the old site) | ${mib(peak(r.second))} | ${busy(r.second, r.cpus)} | the first import: ${seconds(r.first)} |`,
    '',
    `Rows after the first import: ${rows(r.rows.afterFirst)}; after the second: ${rows(r.rows.afterSecond)} (${rowsEqual(r) ? 'every table equal' : '**not equal**'}; before: ${rows(r.rows.seeded)}). Posts whose body or cover still names the old host: ${r.oldHostLeft}.`,
    '',
    `Where the time goes: the images take ${(r.first.seconds - r.keepMedia.seconds).toFixed(0)} s of the ${seconds(r.first)} (${created} copied: ${(((r.first.seconds - r.keepMedia.seconds) / Math.max(1, created)) * 1000).toFixed(0)} ms each, ${r.first.cpuSeconds === null ? 'n/a' : (((r.first.cpuSeconds - (r.keepMedia.cpuSeconds ?? 0)) / Math.max(1, created)) * 1000).toFixed(0)} CPU-ms each: a WebP of the original and its 640/1024 px copies), writing the posts and redirects ${(r.keepMedia.seconds - r.dryRun.seconds).toFixed(0)} s, reading and converting the file ${seconds(r.dryRun)}. Peak memory is the sum of each process's high-water mark (VmHWM) over the command's process tree (package.json's \`node --import tsx\`: one process): never below the true peak; the importer alone: ${mib(r.first.importerHwmMiB)}. The machine's 1-minute load average was ${r.load.before.toFixed(2)} before the import and ${r.load.after.toFixed(2)} after (work of others on the machine slows these figures).`,
    '',
  ]
}
