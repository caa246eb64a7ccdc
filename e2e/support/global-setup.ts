import { spawn, type ChildProcess } from 'node:child_process'
import { createServer as createHttpServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import { createServer, type AddressInfo } from 'node:net'
import { rmSync, statSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildIfNeeded } from '../../scripts/lib/build-cache'
import { createTestDatabase, type TestDatabase } from '../../tests/support/databases'
import { E2E_ADMIN, E2E_DIST_DIR } from './constants'

const root = path.resolve(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')
// One per database: the two passes can run at once, each keeping its build between runs.
const PREFERRED_PORT = process.env.TEST_DATABASE_URL ? 3998 : 3999

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port)
  })
}

/** A stable port keeps the build reusable between runs (SITE_URL is part of the build); any free one otherwise. */
async function pickPort(): Promise<number> {
  if (await portIsFree(PREFERRED_PORT)) return PREFERRED_PORT
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    )
  })
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not answer at ${url}`)
}

let server: ChildProcess | undefined
let second: ChildProcess | undefined
let control: Server | undefined
let database: TestDatabase | undefined

function serverEnv(port: number, databaseEnv: Record<string, string>): NodeJS.ProcessEnv {
  // The server runs as in production: none of the test runner's variables (TEST, VITEST_*).
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'TEST' && !key.startsWith('VITEST')),
  )
  return {
    ...inherited,
    ...databaseEnv,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: E2E_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // Every file's browser pages count from this one address; the per-client limit itself is
    // tested in tests/integration/analytics-collect.test.ts and nginx's in deploy-nginx.
    ANALYTICS_EVENTS_PER_MINUTE: '100000',
  }
}

/** When `npm start`'s build (.next) was last written, or null: the tests must not touch it. */
function startBuildStamp(): number | null {
  try {
    return statSync(path.join(root, '.next', 'BUILD_ID')).mtimeMs
  } catch {
    return null
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('startBuildStamp', startBuildStamp())
  database = await createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite', false)
  let port = await pickPort()
  let env = serverEnv(port, database.env)
  await run(
    process.execPath,
    [require.resolve('tsx/cli'), '--conditions=react-server', 'scripts/db-seed.ts'],
    env,
  )
  await buildIfNeeded(nextBin, env, `http://localhost:${port}`)
  // Another run may have taken the port during the build: never test against its server.
  while (!(await portIsFree(port))) {
    port = await pickPort()
    env = serverEnv(port, database.env)
    await buildIfNeeded(nextBin, env, `http://localhost:${port}`)
  }
  const baseURL = `http://localhost:${port}`
  const start = async (childEnv: NodeJS.ProcessEnv, url: string) => {
    const child = spawn(process.execPath, ['src/next-adapter/serve.mjs'], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    await waitForServer(url, child)
    // A server that lost the port exits right away; make sure ours is the one answering.
    await new Promise((resolve) => setTimeout(resolve, 300))
    if (child.exitCode !== null) throw new Error(`e2e server exited with ${child.exitCode}`)
    return child
  }
  server = await start(env, baseURL)
  control = await startControl({
    // Restarts the server as a deploy (SIGTERM) or a crash (SIGKILL) would: same build,
    // database and port; `fresh` also drops the pages cached since the build, as a new deploy
    // of this build starts with only the build's own prerendered pages.
    restart: async (signal, fresh) => {
      await stop(server, signal)
      if (fresh)
        rmSync(path.join(root, E2E_DIST_DIR, 'server', 'route-cache'), {
          recursive: true,
          force: true,
        })
      server = await start(env, baseURL)
      return baseURL
    },
    // Another process on the same build and database, as a second instance would be.
    startSecond: async () => {
      await stop(second, 'SIGTERM')
      const secondPort = await freePort()
      const url = `http://localhost:${secondPort}`
      second = await start(
        { ...env, PORT: String(secondPort), SQLITE_ALLOW_SECOND_INSTANCE: '1' },
        url,
      )
      return url
    },
    stopSecond: async () => {
      await stop(second, 'SIGTERM')
      second = undefined
      return ''
    },
  })
  project.provide('baseURL', baseURL)
  project.provide('databaseEnv', database.env)
  project.provide('controlURL', `http://127.0.0.1:${(control.address() as AddressInfo).port}`)

  return async () => {
    control?.close()
    await stop(second, 'SIGTERM')
    await stop(server, 'SIGTERM')
    await database?.drop()
  }
}

async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

type ControlAction = (signal: NodeJS.Signals, fresh: boolean) => Promise<string>

/** A loopback endpoint the test files (other processes) use to restart the server. */
function startControl(actions: {
  restart: ControlAction
  startSecond: ControlAction
  stopSecond: ControlAction
}): Promise<Server> {
  const routes: Record<string, ControlAction> = {
    '/restart': actions.restart,
    '/second/start': actions.startSecond,
    '/second/stop': actions.stopSecond,
  }
  const http = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control')
    const action = req.method === 'POST' ? routes[url.pathname] : undefined
    if (!action) {
      res.writeHead(404).end()
      return
    }
    const signal = url.searchParams.get('signal') === 'SIGKILL' ? 'SIGKILL' : 'SIGTERM'
    action(signal, url.searchParams.has('fresh')).then(
      (body) => res.writeHead(200, { 'content-type': 'text/plain' }).end(body),
      (error: unknown) => res.writeHead(500).end(String(error)),
    )
  })
  return new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve(http)))
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    databaseEnv: Record<string, string>
    /** POST /restart[?signal=SIGKILL][&fresh], /second/start (answers its URL), /second/stop. */
    controlURL: string
    /** `.next/BUILD_ID`'s mtime when the run began (null: no such build). */
    startBuildStamp: number | null
  }
}
