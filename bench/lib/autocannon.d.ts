// autocannon ships no types; this declares the part of its API the benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  interface Options {
    url: string
    connections: number
    duration?: number
    amount?: number
    headers?: Record<string, string>
    /** Each request built in turn; setupRequest may change its path. */
    requests?: { setupRequest?: <R extends { path: string }>(request: R) => R }[]
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
