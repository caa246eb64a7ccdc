import { describe, expect, it } from 'vitest'
import {
  clusterChecks,
  clusterSection,
  type ClusterMeasured,
  type ClusterThroughput,
} from '../../bench/lib/cluster-report'

/* The cluster bench part's budgets and report (bench/lib/cluster-report.ts), and its opt-in. */

const throughput = (instances: number, requestsPerSecond: number): ClusterThroughput => ({
  instances,
  requestsPerSecond,
  latencyP50Ms: 10,
  latencyP99Ms: 40,
  errors: 0,
  non2xx: 0,
  rounds: [],
})

function results(overrides: Partial<ClusterMeasured> = {}): ClusterMeasured {
  return {
    measured: true,
    date: '2026-11-25T09:00:00.000Z',
    machine: '2 × cpu, 4 GiB',
    node: 'v20',
    loadAverage: 1,
    load: { connections: 50, durationSeconds: 15, rounds: 3 },
    article: '/blog/post/guia',
    one: throughput(1, 1000),
    two: throughput(2, 1300),
    restart: {
      connections: 10,
      requests: 5000,
      failures: 0,
      failureSamples: [],
      stopSeconds: [0.3, 0.4],
      durationSeconds: 40,
    },
    invalidation: { trials: 3, pollMs: 10, latenciesMs: [20, 30, 40], medianMs: 30, maxMs: 40 },
    ...overrides,
  }
}

describe('cluster bench report', () => {
  it('passes with no failed request and every invalidation under a second', () => {
    expect(clusterChecks(results()).map((c) => c.pass)).toEqual([true, true])
    const markdown = clusterSection(results()).join('\n')
    expect(markdown).toContain('| 2 | 1300 | 1.30× | 10 | 40 | 0 |')
    expect(markdown).toContain('median **30 ms**, max 40 ms')
  })

  it('fails on one failed request, a slow invalidation, or none measured', () => {
    const failed = results({
      restart: { ...results().restart, failures: 1, failureSamples: ['/: 502'] },
    })
    expect(clusterChecks(failed)[0]?.pass).toBe(false)
    expect(clusterSection(failed).join('\n')).toContain('/: 502')
    const slow = { ...results().invalidation, latenciesMs: [20, 1000], maxMs: 1000 }
    expect(clusterChecks(results({ invalidation: slow }))[1]?.pass).toBe(false)
    const none = { ...results().invalidation, trials: 0, latenciesMs: [], maxMs: -Infinity }
    expect(clusterChecks(results({ invalidation: none }))[1]?.pass).toBe(false)
  })

  it('reports why it was not measured, with nothing to judge', () => {
    const skipped = { measured: false as const, date: '2026-11-25T09:00:00Z', reason: 'no nginx' }
    expect(clusterChecks(skipped)).toEqual([])
    expect(clusterSection(skipped).join('\n')).toContain('Not measured (2026-11-25): no nginx.')
  })
})
