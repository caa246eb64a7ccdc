import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import {
  EDITOR_READY_BUDGET_MS,
  editorReadyChecks,
  editorReadySection,
  spread,
  type EditorReadyResults,
  type TargetFigures,
} from '../../bench/lib/editor-report'
import { treeCpuMs } from '../../bench/lib/process-cpu'

/*
 * The pure parts of the bench's editor part (bench/lib/editor-*.ts): the spread of the runs,
 * what is judged against the editor's budget (usable within 1.5 s of the navigation), and the
 * CPU time read from /proc.
 */

function figures(target: TargetFigures['target'], cold: number[]): TargetFigures {
  return {
    target,
    path: target === 'list' ? '/admin/posts' : `/admin/posts/${target}`,
    cold: spread(cold),
    warm: spread(cold.map((ms) => ms / 2)),
    coldPhases: { ttfb: 10, htmlDone: 300, fcp: 320, usable: 900 },
    coldScripts: 20,
    coldScriptKb: 400,
    serverCpuMs: spread([300, 320, 340]),
    browserCpuMs: null,
    loadAverages: [1.5, 2.25, 3],
  }
}

const results = (newCold: number[], editCold: number[]): EditorReadyResults => ({
  date: '2026-01-01T00:00:00.000Z',
  runs: 3,
  posts: 10_007,
  cpus: 2,
  loadAverage: { before: 1, after: 2 },
  targets: [
    // The reference is never judged, however slow.
    figures('list', [9000, 9100, 9200]),
    figures('new', newCold),
    figures('edit', editCold),
  ],
})

describe('spread', () => {
  it('gives the median, the extremes and every sample, rounded to the millisecond', () => {
    expect(spread([1200.4, 900.6, 3000, 1000.2])).toEqual({
      median: 1100,
      min: 901,
      max: 3000,
      samples: [1200, 901, 3000, 1000],
    })
    expect(spread([5, 1, 3]).median).toBe(3)
  })
})

describe('editorReadyChecks', () => {
  it('judges the median first open of the two editor pages, not the list', () => {
    const checks = editorReadyChecks(results([1000, 1400, 4000], [1500, 1600, 900]))
    expect(checks.map((c) => [c.page, c.pass])).toEqual([
      ['/admin/posts/new', true],
      ['/admin/posts/<id>/edit', false],
    ])
    expect(checks[0]?.value).toBe('1400 ms (min 1000, max 4000, 3 runs)')
    expect(checks[1]?.budget).toBe(`< ${EDITOR_READY_BUDGET_MS} ms`)
  })

  it('reports each page with its spread, the reference marked as such', () => {
    const section = editorReadySection(results([1000, 1400, 4000], [1500, 1600, 900])).join('\n')
    expect(section).toContain('| Posts list (reference) | `/admin/posts` | 9100 (9000–9200) |')
    expect(section).toContain('| 1400 (1000–4000) | 700 (500–2000) | < 1500 ms | PASS |')
    expect(section).toContain('| 1500 (900–1600) | 750 (450–800) | < 1500 ms | **FAIL** |')
    expect(section).toContain('1.5–3 as the runs began')
  })
})

describe('treeCpuMs', () => {
  it("counts a child's CPU time under its parent, and nothing for a missing process", async () => {
    const before = treeCpuMs([process.pid])
    expect(before).not.toBeNull()
    // Half a second of CPU (by its own count, however busy the machine) in a child, which Node
    // reaps: it lands in this process's cutime.
    const burn =
      'const s = process.cpuUsage(); let u = s; while (u.user + u.system < 500000) u = process.cpuUsage(s)'
    await new Promise<void>((resolve, reject) =>
      spawn(process.execPath, ['-e', burn])
        .on('exit', () => resolve())
        .on('error', reject),
    )
    const used = (treeCpuMs([process.pid]) ?? 0) - (before ?? 0)
    expect(used).toBeGreaterThanOrEqual(450)
    expect(treeCpuMs([2 ** 22 + 12345])).toBe(0)
  })
})
