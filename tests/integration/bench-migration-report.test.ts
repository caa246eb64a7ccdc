import { describe, expect, it } from 'vitest'
import { statTicks } from '../../bench/lib/import-process'
import {
  migrationChecks,
  migrationSection,
  type MigrationResults,
} from '../../bench/lib/migration-report'
import { oldAddress } from '../../bench/lib/redirects-load'
import { imported, kinds, results, ROWS } from './bench-migration-fixtures'

/*
 * The migration bench part's budgets and report (bench/lib/migration-report.ts and
 * migration-import-report.ts), and its opt-in.
 */

describe('migration bench report', () => {
  it('passes at 95 % of the article without rules and 5,000 redirects a second', () => {
    const checks = migrationChecks(results([9_500, 9_600, 9_700], [6_000, 6_100, 5_900]))
    expect(checks.map((c) => [c.value, c.pass])).toEqual([
      ['96.0 %', true],
      ['6000', true],
    ])
  })

  it('fails below either budget, and on errors', () => {
    const slow = migrationChecks(results([9_000, 9_100, 9_200], [4_000, 4_100, 3_900]))
    expect(slow.map((c) => c.pass)).toEqual([false, false])
    const failing = results([9_600, 9_600, 9_600], [6_000, 6_000, 6_000])
    failing.redirects.redirect.rounds[0]!.non2xx = 3
    expect(migrationChecks(failing)[1]?.pass).toBe(false)
  })

  it('reports each figure beside its reference from the same rounds', () => {
    const text = migrationSection(results([9_500, 9_600, 9_700], [6_000, 6_100, 5_900])).join('\n')
    expect(text).toContain('100,000 exact rules and 500 prefix rules')
    expect(text).toContain(
      'without rules: 10000 (10000, 10200, 9800) → **96.0 %** (median of the paired rounds; ratio of the medians 96.0 %)',
    )
    expect(text).toContain('the article on the same server: 9950')
    expect(text).toContain('264 MiB with the rules, 195 MiB without')
  })

  it('names WordPress-style old addresses', () => {
    expect(oldAddress(77_777)).toBe('/2022/06/post-antigo-77777')
  })
})

const importChecksOf = (r: MigrationResults) =>
  migrationChecks(r)
    .slice(2)
    .map((c) => [c.figure, c.value, c.pass])

describe('migration bench report: the import', () => {
  it('passes under 10 minutes, 500 MB and a 2-minute second run that writes nothing', () => {
    expect(importChecksOf(imported(540, 470, 80))).toEqual([
      ['time with media (complete)', '540.0 s', true],
      ['peak memory (process tree)', '470 MiB', true],
      ['second run, no changes', '80.0 s', true],
      ['second run duplicates nothing', 'row counts equal', true],
    ])
  })

  it('fails each budget from the measured values', () => {
    // 477 MiB is 500,170,752 bytes: over 500 MB.
    expect(importChecksOf(imported(1_200, 477, 130)).map(([, , pass]) => pass)).toEqual([
      false,
      false,
      false,
      true,
    ])
    expect(importChecksOf(imported(599, 476, 119)).map(([, , pass]) => pass)).toEqual([
      true,
      true,
      true,
      true,
    ])
  })

  it('fails a fast import that left posts or images behind, and a second run that wrote', () => {
    const incomplete = imported(300, 400, 60)
    incomplete.import.first.counts = kinds({ created: 10_000 }, { created: 14_690, failed: 10 })
    expect(importChecksOf(incomplete)[0]).toEqual([
      'time with media (complete)',
      '300.0 s (incomplete)',
      false,
    ])
    const doubled = imported(300, 400, 60)
    doubled.import.rows.afterSecond = { ...ROWS, media_images: ROWS.media_images + 3 }
    expect(importChecksOf(doubled)[3]).toEqual([
      'second run duplicates nothing',
      'rows written',
      false,
    ])
    const refetched = imported(300, 400, 60)
    refetched.import.served.second = 5
    expect(importChecksOf(refetched)[3]?.[2]).toBe(false)
  })

  it('reports each figure beside its reference from the same run', () => {
    const text = migrationSection(imported(1_100, 460, 75)).join('\n')
    expect(text).toContain('**14,700 distinct image addresses** (1.47 per post)')
    expect(text).toContain(
      '| **1100.0 s** (18 min 20 s) | 9.1 | 14700 (13.4/s; 0 failed; 1500 MiB downloaded) | **460 MiB** | 91 % |',
    )
    expect(text).toContain(
      '`--midia manter` (no image copied): 90.0 s, 330 MiB; dry run `--simular`: 40.0 s, 300 MiB',
    )
    expect(text).toContain('| Same file again | **75.0 s** |')
    expect(text).toContain('(0 requests to the old site)')
    expect(text).toContain('the first import: 1100.0 s')
    expect(text).toContain('every table equal')
    expect(text).toContain('load average was 0.40 before the import and 2.10 after')
    expect(text).toContain(
      'the images take 1010 s of the 1100.0 s (14700 copied: 69 ms each, 130 CPU-ms each',
    )
  })

  it('leaves the import out of results written before it was measured', () => {
    const older = results([9_500, 9_600, 9_700], [6_000, 6_100, 5_900])
    expect(migrationChecks(older)).toHaveLength(2)
    expect(migrationSection(older).join('\n')).not.toContain('Import of a WordPress export')
  })

  it('reads a process’s CPU time from /proc/<pid>/stat, whatever its name holds', () => {
    const stat = '4242 (node (tsx) x) S 1 4242 4242 0 -1 4194304 900 0 0 0 1234 56 0 0 20 0 11 0'
    expect(statTicks(stat)).toBe(1_290)
  })
})
