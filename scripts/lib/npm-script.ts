import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/*
 * The process a package.json script starts, for the tests and the bench to run exactly what
 * `npm run <name>` runs (its command and flags), without npm in between. Our scripts are plain
 * words: `node ...` or `tsx ...`, no quoting or shell syntax.
 */

const root = path.resolve(import.meta.dirname, '../..')

export function npmScriptCommand(name: string): { command: string; args: string[] } {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>
  }
  const script = manifest.scripts?.[name]
  if (!script) throw new Error(`package.json has no "${name}" script`)
  const [program, ...args] = script.split(/\s+/).filter(Boolean)
  if (program === 'node') return { command: process.execPath, args }
  if (program === 'tsx') {
    const cli = createRequire(path.join(root, 'package.json')).resolve('tsx/cli')
    return { command: process.execPath, args: [cli, ...args] }
  }
  throw new Error(`The "${name}" script starts ${program}, not node or tsx`)
}
