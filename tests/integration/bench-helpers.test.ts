import { describe, expect, it } from 'vitest'
import { aggregate, type RoundResult, type TargetResult } from '../../bench/lib/load'
import { staticName } from '../../bench/lib/load-part'
import { parseChildren, processTree, statusKib, treeRssKib } from '../../bench/lib/memory'
import {
  loadChecks,
  nginxLoad,
  pageLoad,
  randomQueryLoad,
  type LoadResults,
} from '../../bench/lib/report'
import { postgresChecks } from '../../bench/lib/results'

/*
 * The pure helpers of `npm run bench` (bench/ is outside the unit-test glob, so they are tested
 * here): medians over rounds, the page/static budget, the nginx figure, and /proc parsing.
 */

const round = (rps: number, extra: Partial<RoundResult> = {}): RoundResult => ({
  requestsPerSecond: rps,
  latencyP50Ms: rps / 100,
  latencyP99Ms: rps / 10,
  errors: 0,
  non2xx: 0,
  ...extra,
})

const target = (rps: number, errors = 0): TargetResult =>
  aggregate('/x', 1000, 'gzip', [round(rps), round(rps, { errors })])

describe('aggregate', () => {
  it('takes the median of each figure and sums errors over the rounds', () => {
    const result = aggregate('/p', 10, null, [
      round(300, { latencyP99Ms: 90 }),
      round(100, { errors: 2, latencyP99Ms: 10 }),
      round(200, { non2xx: 1, latencyP99Ms: 50 }),
    ])
    expect(result.requestsPerSecond).toBe(200)
    expect(result.latencyP99Ms).toBe(50)
    expect(result.errors).toBe(2)
    expect(result.non2xx).toBe(1)
  })
})

describe('pageLoad', () => {
  it('passes the article at 90 % of its static file and fails just under', () => {
    expect(pageLoad('/a', target(900), target(1000), true).budget?.pass).toBe(true)
    expect(pageLoad('/a', target(899), target(1000), true).budget?.pass).toBe(false)
  })

  it('fails a fast page that had errors, on either side', () => {
    expect(pageLoad('/a', target(5000, 1), target(1000), true).budget?.pass).toBe(false)
    expect(pageLoad('/a', target(5000), target(1000, 3), true).budget?.pass).toBe(false)
  })

  it('shows pages without a budget unjudged', () => {
    const result = pageLoad('/', target(500), target(1000), false)
    expect(result.ratio).toBe(0.5)
    expect(result.budget).toBeNull()
  })
})

describe('loadChecks', () => {
  const results = (
    nginx: LoadResults['nginx'],
    randomQuery: LoadResults['randomQuery'] = randomQueryLoad(target(1500), target(2000)),
  ): LoadResults => ({
    date: '',
    machine: '',
    node: '',
    loadAverage: 0,
    load: { connections: 50, durationSeconds: 15, rounds: 3 },
    notes: [],
    pages: [
      pageLoad('/', target(100), target(1000), false),
      pageLoad('/artigo', target(2000), target(1000), true),
    ],
    nginx,
    randomQuery,
  })

  it('judges the article, the nginx figure and the random query string only', () => {
    const nginx = aggregate('/x', 1000, 'gzip', [round(4000, { latencyP99Ms: 5 })])
    const checks = loadChecks(results(nginxLoad(nginx, target(2000), 'HIT')))
    expect(checks.map((c) => [c.page, c.figure, c.pass])).toEqual([
      ['/artigo', 'req/s vs static file (load)', true],
      ['/artigo', 'through nginx (loopback), warm cache', true],
      ['/artigo', 'random query string vs plain (load)', true],
    ])
  })

  it('passes a random query string within 2× of the plain article, never slower or with errors', () => {
    expect(randomQueryLoad(target(1000), target(2000)).budget.pass).toBe(true)
    expect(randomQueryLoad(target(999), target(2000)).budget.pass).toBe(false)
    expect(randomQueryLoad(target(3000, 1), target(2000)).budget.pass).toBe(false)
    const missing = loadChecks(results({ measured: false, reason: 'x' }, null))[2]
    expect([missing?.value, missing?.pass]).toEqual(['not measured', false])
  })

  it('passes nginx at twice the direct article with p99 under 10 ms, and no less', () => {
    const fast = (p99: number) =>
      aggregate('/x', 1000, 'gzip', [
        round(4000, { latencyP99Ms: p99 }),
        round(4000, { latencyP99Ms: p99 }),
      ])
    const nginxCheck = (article: TargetResult) =>
      loadChecks(results(nginxLoad(article, target(2000), 'HIT')))[1]?.pass
    expect(nginxCheck(fast(9.9))).toBe(true)
    expect(nginxCheck(fast(10))).toBe(false)
    const slower = aggregate('/x', 1000, 'gzip', [round(3990, { latencyP99Ms: 1 })])
    expect(nginxCheck(slower)).toBe(false)
  })

  it('never passes nginx when it was not measured', () => {
    const nginx = loadChecks(results({ measured: false, reason: 'apt-get failed' }))[1]
    expect(nginx?.pass).toBe(false)
    expect(nginx?.value).toContain('apt-get failed')
  })
})

describe('postgresChecks', () => {
  it('adds nothing without DATABASE_URL and a failing row when PostgreSQL could not be used', () => {
    expect(postgresChecks(null)).toEqual([])
    const [check] = postgresChecks({ measured: false, reason: 'permission denied' })
    expect(check?.pass).toBe(false)
    expect(check?.value).toContain('permission denied')
  })
})

describe('staticName', () => {
  it('names one file per page, inside public/', () => {
    expect(staticName('/')).toBe('bench-static-home.html')
    expect(staticName('/ai-planner')).toBe('bench-static-ai-planner.html')
    expect(staticName('/blog/post/x')).toBe('bench-static-blog-post-x.html')
  })
})

describe('memory sampling', () => {
  const status = (rss: number, hwm: number) =>
    `Name:\tnode\nVmHWM:\t  ${hwm} kB\nVmRSS:\t  ${rss} kB\nThreads:\t11\n`

  it('reads VmRSS and VmHWM from /proc status text', () => {
    expect(statusKib(status(2048, 4096), 'VmRSS')).toBe(2048)
    expect(statusKib(status(2048, 4096), 'VmHWM')).toBe(4096)
    expect(statusKib('Name:\tkthread\n', 'VmRSS')).toBeNull()
  })

  it('parses children lists', () => {
    expect(parseChildren('12 34 \n')).toEqual([12, 34])
    expect(parseChildren('')).toEqual([])
  })

  // pid 1 has threads 1 and 2; thread 2 started 3, which started 4.
  const files: Record<string, string> = {
    '/proc/1/task/1/children': '',
    '/proc/1/task/2/children': '3',
    '/proc/3/task/3/children': '4',
    '/proc/4/task/4/children': '',
    '/proc/1/status': status(1000, 1500),
    '/proc/3/status': status(200, 200),
    '/proc/4/status': status(30, 30),
  }
  const read = (file: string) => files[file] ?? null
  const listTasks = (pid: number) => (pid === 1 ? ['1', '2'] : [String(pid)])

  it('walks the whole tree through every thread', () => {
    expect(processTree(1, read, listTasks).sort()).toEqual([1, 3, 4])
  })

  it('sums the tree, skipping a process that ended meanwhile', () => {
    expect(treeRssKib(1, read, listTasks)).toBe(1230)
    const gone = (file: string) => (file === '/proc/4/status' ? null : read(file))
    expect(treeRssKib(1, gone, listTasks)).toBe(1200)
  })
})
