import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'

const require = createRequire(import.meta.url)

export const HOST = '127.0.0.1'
/*
 * SITE_URL is part of the build. 3999 is the e2e suite's port, so both share one build; 3998
 * keeps repeated benchmarks from rebuilding while an e2e run holds 3999.
 */
const PREFERRED_PORTS = [3999, 3998]

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, HOST)
  })
}

/** A free loopback port: the first free preferred one, else any the system gives. */
export async function pickPort(preferred: readonly number[] = PREFERRED_PORTS): Promise<number> {
  for (const port of preferred) if (await portIsFree(port)) return port
  return new Promise((resolve) => {
    const probe = createServer().listen(0, HOST, () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Holds the port with a bare listener while seeding and building (minutes), so an e2e run
 * started meanwhile picks another port instead of taking the one this build is made for.
 */
export function reservePort(port: number): Promise<() => Promise<void>> {
  return new Promise((resolve, reject) => {
    const holder = createServer()
      .once('error', reject)
      .listen(port, HOST, () =>
        resolve(() => new Promise<void>((done) => holder.close(() => done()))),
      )
  })
}

/** Runs `tsx --conditions=react-server <script>` and waits for it to succeed. */
export function runScript(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [require.resolve('tsx/cli'), '--conditions=react-server', script],
      { env, stdio: ['ignore', 'ignore', 'inherit'] },
    )
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited ${code}`)),
    )
  })
}

export interface RunningServer {
  process: ChildProcess
  stop: () => Promise<void>
}

export async function startServer(env: NodeJS.ProcessEnv, origin: string): Promise<RunningServer> {
  // Node itself, not npm: the pid is the server's, so /proc shows its memory (bench/lib/memory.ts).
  const child = spawn(process.execPath, ['src/next-adapter/serve.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // Ready only once this child says it listens: another server answering on the port (an e2e
  // run that took it first) must not be measured instead.
  let listening = false
  child.stdout?.on('data', (chunk: Buffer) => {
    if (chunk.toString('utf8').includes('> Pronto em')) listening = true
  })
  // A server that ends before the bench stops it leaves only "connection refused" behind: say how.
  let stopping = false
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.warn(`server at ${origin} ended on its own (code ${code}, signal ${signal})`)
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error(`server did not answer at ${origin}`)
    const ready =
      listening &&
      (await fetch(origin).then(
        (response) => response.ok,
        () => false,
      ))
    if (ready) break
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        stopping = true
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/**
 * The production server's environment for a bench on a throwaway DATA_DIR: its own build folder
 * (never the one `npm start` serves) and SQLite, whatever DATABASE_URL the shell has set.
 */
export function benchEnv(options: {
  port: number
  dataDir: string
  distDir?: string
}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _notThisDatabase, ...inherited } = process.env
  return {
    ...inherited,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: options.distDir ?? '.next-bench',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(options.port),
    HOSTNAME_BIND: HOST,
    SITE_URL: `http://localhost:${options.port}`,
    DATA_DIR: options.dataDir,
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    ADMIN_EMAIL: 'bench@exemplo.com.br',
    ADMIN_PASSWORD: 'Bench@Senha2026!',
  }
}
