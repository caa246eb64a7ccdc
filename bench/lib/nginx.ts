import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loopbackConfig, NGINX_TEMPLATE, type LoopbackOptions } from './nginx-config'

/*
 * nginx for the bench: found on PATH, or installed with apt-get when the bench runs as root
 * (Debian's `nginx` package; its service is not started inside containers, and the bench never
 * uses it: it runs its own master as a child with a generated config and temp folders).
 */

export type NginxLookup = { bin: string } | { bin: null; reason: string }

function onPath(name: string): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']) {
    const candidate = path.join(dir, name)
    if (dir && existsSync(candidate)) return candidate
  }
  return null
}

function aptGet(args: string[]): { ok: boolean; output: string } {
  const result = spawnSync('apt-get', args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
    timeout: 240_000,
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`
  return { ok: result.status === 0, output }
}

/** A program's path, installing its Debian package when missing and possible; else why not. */
export function ensureProgram(name: string): NginxLookup {
  const found = onPath(name)
  if (found) return { bin: found }
  if (process.getuid?.() !== 0)
    return { bin: null, reason: `${name} is not installed and the bench is not root to install it` }
  if (!onPath('apt-get'))
    return { bin: null, reason: `${name} is not installed and there is no apt-get` }
  console.info(`Installing ${name} (apt-get install ${name})...`)
  const install = ['install', '-y', '--no-install-recommends', name]
  let attempt = aptGet(install)
  // A fresh container has no package lists yet.
  if (!attempt.ok && aptGet(['update']).ok) attempt = aptGet(install)
  const bin = onPath(name)
  if (attempt.ok && bin) return { bin }
  const lastLine = attempt.output.trim().split('\n').pop() ?? 'unknown error'
  return { bin: null, reason: `apt-get install ${name} failed: ${lastLine}` }
}

/** nginx's path, installing it when missing and possible; else why it is not there. */
export function ensureNginx(): NginxLookup {
  return ensureProgram('nginx')
}

function mimeTypes(): string | undefined {
  return existsSync('/etc/nginx/mime.types') ? '/etc/nginx/mime.types' : undefined
}

/** What a caller chooses; the temp folders, user and mime types are filled in here. */
export type NginxOptions = Pick<
  LoopbackOptions,
  'listenPort' | 'appPort' | 'appDir' | 'distDir' | 'microCache' | 'workerCpus' | 'accessLog'
>

export interface LoopbackNginx {
  origin: string
  configPath: string
  /** Its temp folder (cache, logs), removed by stop(). */
  workDir: string
  stop: () => Promise<void>
}

/** Writes the loopback config into a temp folder and checks it with `nginx -t`. */
export function writeLoopbackConfig(
  bin: string,
  options: NginxOptions,
): { workDir: string; configPath: string } {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'midiaplan-nginx-'))
  mkdirSync(path.join(workDir, 'cache'))
  const template = readFileSync(path.join(options.appDir, NGINX_TEMPLATE), 'utf8')
  const config = loopbackConfig(template, {
    ...options,
    workDir,
    mimeTypes: mimeTypes(),
    ...(process.getuid?.() === 0 ? { user: 'root' } : {}),
  })
  const configPath = path.join(workDir, 'nginx.conf')
  writeFileSync(configPath, config)
  const test = spawnSync(bin, ['-t', '-q', ...args(workDir, configPath)], { encoding: 'utf8' })
  if (test.status !== 0) {
    rmSync(workDir, { recursive: true, force: true })
    throw new Error(`nginx -t rejected the loopback config: ${test.stderr.trim()}`)
  }
  return { workDir, configPath }
}

function args(workDir: string, configPath: string): string[] {
  // -e: the error log before the config is read (Debian's default path needs root).
  return ['-p', workDir, '-e', path.join(workDir, 'error.log'), '-c', configPath]
}

/** Runs nginx in the foreground as a child; resolves once it answers. */
export async function startLoopbackNginx(
  bin: string,
  options: NginxOptions,
): Promise<LoopbackNginx> {
  const { workDir, configPath } = writeLoopbackConfig(bin, options)
  const child: ChildProcess = spawn(bin, [...args(workDir, configPath), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${options.listenPort}`
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(workDir, { recursive: true, force: true })
        resolve()
      }
      if (child.exitCode !== null || child.signalCode !== null) return done()
      child.once('exit', done)
      child.kill('SIGTERM')
    })
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`nginx exited with ${child.exitCode}`)
    }
    const answered = await fetch(`${origin}/`).then(
      async (response) => (await response.arrayBuffer(), true),
      () => false,
    )
    if (answered) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`nginx did not answer at ${origin}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { origin, configPath, workDir, stop }
}
