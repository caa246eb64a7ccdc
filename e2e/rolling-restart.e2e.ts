import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startLoopbackNginx, type LoopbackNginx } from '../bench/lib/nginx'
import { ARTICLE } from '../bench/lib/parts'
import { E2E_DIST_DIR } from './support/constants'
import { freePort, startInstance, startLoad, type Instance } from './support/instances'

/*
 * Two instances of the e2e build behind deploy/nginx/midiaplan.conf (rendered
 * for loopback, nginx's micro-cache off so every request reaches an instance), under steady
 * load. Restarting them one after the other (SIGTERM, start, healthy) fails no request; killing
 * one with SIGKILL fails at most the requests it had in flight.
 *
 * PostgreSQL only: two instances cannot share the SQLite file, so an e2e run on SQLite (no
 * TEST_DATABASE_URL) skips this file; CI runs the e2e suite on PostgreSQL too, with nginx.
 */

const root = path.resolve(import.meta.dirname, '..')
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((bin) => existsSync(bin))
const onPostgres = Boolean(inject('databaseEnv').DATABASE_URL)
const CONNECTIONS = 10
const PATHS = ['/', ARTICLE, '/blog', '/api/health'] as const
// nginx's fail_timeout (deploy/nginx/midiaplan.conf): a stopped instance, refused max_fails
// times, is skipped that long; the runbook waits it out before stopping the next one.
const FAIL_TIMEOUT_MS = 10_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!onPostgres || !nginxBin)(
  'rolling restart behind nginx (PostgreSQL only: skipped on SQLite, and without nginx)',
  () => {
    const instances: Instance[] = []
    let nginx: LoopbackNginx
    beforeAll(async () => {
      instances.push(...(await Promise.all([startInstance(), startInstance()])))
      nginx = await startLoopbackNginx(nginxBin ?? '', {
        listenPort: await freePort(),
        appPort: instances.map((instance) => instance.port),
        appDir: root,
        distDir: E2E_DIST_DIR,
        microCache: false,
      })
    })
    afterAll(async () => {
      await nginx?.stop()
      await Promise.all(instances.map((instance) => instance.stop('SIGKILL')))
    })

    it('restarts both instances one after the other under load without a failed request', async () => {
      const load = startLoad(nginx.origin, PATHS, CONNECTIONS)
      const stopSeconds: number[] = []
      try {
        await sleep(1_000)
        for (const [index, instance] of instances.entries()) {
          const before = load.ok
          const signalled = performance.now()
          expect(await instance.stop('SIGTERM')).toBe(0)
          // Node alone would keep nginx's idle keep-alive connections until its 5 s
          // keepAliveTimeout: the instance closes them and exits once its requests are done.
          stopSeconds.push((performance.now() - signalled) / 1000)
          const restarted = await startInstance({ port: instance.port })
          instances[index] = restarted
          await sleep(FAIL_TIMEOUT_MS)
          expect(load.ok).toBeGreaterThan(before)
        }
      } finally {
        await load.stop()
      }
      console.info(
        `rolling restart: ${load.ok} requests, exits after ${stopSeconds.map((s) => s.toFixed(2))} s`,
      )
      expect(load.failures).toEqual([])
      expect(load.ok).toBeGreaterThan(100)
      for (const seconds of stopSeconds) expect(seconds).toBeLessThan(4.5)
    }, 90_000)

    it('loses at most the requests in flight when an instance is killed', async () => {
      const load = startLoad(nginx.origin, PATHS, CONNECTIONS)
      try {
        await sleep(1_000)
        await instances[0]?.stop('SIGKILL')
        const afterKill = load.ok
        await sleep(2_000)
        // The survivor serves everything from then on.
        expect(load.ok - afterKill).toBeGreaterThan(20)
      } finally {
        await load.stop()
      }
      console.info(`kill -9: ${load.ok} requests, failed: ${load.failures.join('; ') || 'none'}`)
      expect(load.failures.length).toBeLessThanOrEqual(CONNECTIONS)
    })
  },
)
