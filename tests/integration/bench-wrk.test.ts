import { describe, expect, it } from 'vitest'
import { parseDuration, parseWrkOutput } from '../../bench/lib/wrk'

// Real `wrk --latency` output (wrk 4.1.0, Debian), against the article through nginx.
const OUTPUT = `Running 1s test @ http://127.0.0.1:3997/blog/post/planejamento-de-midia-guia-definitivo
  1 threads and 5 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.72ms    3.76ms  31.38ms   92.03%
    Req/Sec     9.41k     3.46k   14.02k    80.00%
  Latency Distribution
     50%  238.00us
     75%    1.62ms
     90%    4.34ms
     99%   20.62ms
  9412 requests in 1.06s, 282.51MB read
  Socket errors: connect 0, read 2, write 1, timeout 4
  Non-2xx or 3xx responses: 3
Requests/sec:   8909.86
Transfer/sec:    267.44MB
`

describe("the bench's wrk reader", () => {
  it('reads req/s, the p50 and p99 latency in ms, socket errors and non-2xx answers', () => {
    expect(parseWrkOutput(OUTPUT)).toEqual({
      requestsPerSecond: 8910,
      latencyP50Ms: 0.238,
      latencyP99Ms: 20.62,
      errors: 7,
      non2xx: 3,
    })
  })

  it('reads a latency of a second or more, which wrk pads with a trailing space', () => {
    const slow = OUTPUT.replace(/^(\s+99%\s+)\S+$/m, '$11.60s ')
    expect(slow).not.toBe(OUTPUT)
    expect(parseWrkOutput(slow).latencyP99Ms).toBe(1600)
  })

  it('counts no errors when wrk prints none, and refuses output without the figures', () => {
    const clean = OUTPUT.replace(/ {2}Socket errors.*\n/, '').replace(/ {2}Non-2xx.*\n/, '')
    expect(parseWrkOutput(clean)).toMatchObject({ errors: 0, non2xx: 0 })
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(
      /not understood/,
    )
  })

  it('converts every unit wrk prints', () => {
    expect(parseDuration('850.00us')).toBe(0.85)
    expect(parseDuration('1.50s')).toBe(1500)
    expect(parseDuration('2.00m')).toBe(120_000)
    expect(parseDuration('12')).toBeNull()
  })
})
