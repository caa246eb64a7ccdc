import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import path from 'node:path'
import { inject } from 'vitest'
import { E2E_ADMIN, E2E_DIST_DIR } from './constants'

export { startLoad, type Load } from '../../bench/lib/steady-load'

/*
 * More app instances of the e2e build on the e2e database, each src/next-adapter/serve.mjs on
 * its own loopback port, as several servers behind nginx would run. Same SITE_URL and secret
 * as the e2e server (global-setup.ts), so the build is the same one and sessions are shared.
 */

const root = path.resolve(import.meta.dirname, '../..')

export interface Instance {
  port: number
  origin: string
  process: ChildProcess
  /** Sends the signal and resolves with the exit code (null when killed by a signal). */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

function instanceEnv(port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  // As in production: none of the test runner's variables (TEST, VITEST_*).
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'TEST' && !key.startsWith('VITEST')),
  )
  return {
    ...inherited,
    ...inject('databaseEnv'),
    NODE_ENV: 'production',
    NEXT_DIST_DIR: E2E_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOSTNAME_BIND: '127.0.0.1',
    SITE_URL: inject('baseURL'),
    TRUSTED_PROXY_HOPS: '1',
    BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ...extra,
  }
}

/** Resolves once GET /api/health answers 200 from this very process. */
async function waitHealthy(origin: string, child: ChildProcess, ready: () => boolean) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance at ${origin} exited ${child.exitCode}`)
    const healthy =
      ready() &&
      (await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      ))
    if (healthy) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`instance at ${origin} did not become healthy`)
}

/**
 * Starts src/next-adapter/serve.mjs on `port` (a free one when absent), with `env` on top of the e2e
 * server's settings (e.g. a webhook the main server lacks), and waits until it is healthy.
 */
export async function startInstance(
  options: {
    port?: number
    env?: Record<string, string>
    /** Everything the instance prints on stdout, as it comes. */
    onOutput?: (text: string) => void
  } = {},
): Promise<Instance> {
  const chosen = options.port ?? (await freePort())
  const child = spawn(process.execPath, ['src/next-adapter/serve.mjs'], {
    cwd: root,
    env: instanceEnv(chosen, options.env ?? {}),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // Another process answering on the port must not pass for this one.
  let listening = false
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8')
    options.onOutput?.(text)
    if (text.includes('> Pronto em')) listening = true
  })
  const origin = `http://127.0.0.1:${chosen}`
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    return exited
  }
  try {
    await waitHealthy(origin, child, () => listening)
  } catch (error) {
    await stop('SIGKILL')
    throw error
  }
  return { port: chosen, origin, process: child, stop }
}
