// Typecheck, lint and format check at once: each is one process on one core for most of its
// run, so side by side they take about as long as the slowest instead of the sum. Each one's
// output is printed whole when it ends, so the three never interleave.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const modules = path.join(import.meta.dirname, '..', 'node_modules')
export const CHECKS = [
  { name: 'typecheck', script: path.join(modules, 'typescript/bin/tsc'), args: ['--noEmit'] },
  {
    name: 'lint',
    script: path.join(modules, 'eslint/bin/eslint.js'),
    args: ['.', '--max-warnings=0'],
  },
  {
    name: 'format:check',
    script: path.join(modules, 'prettier/bin/prettier.cjs'),
    args: ['--check', '.'],
  },
]

function run({ name, script, args }, write) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    const finish = (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const status = code === 0 ? 'ok' : `failed (exit ${code})`
      write(`\n> ${name}: ${status} in ${seconds} s\n${Buffer.concat(output)}`)
      resolve(code === 0)
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      finish(1)
    })
    child.on('close', finish)
  })
}

/** Runs the checks side by side; true when every one passed. */
export async function runChecks(checks = CHECKS, write = (text) => process.stdout.write(text)) {
  const results = await Promise.all(checks.map((check) => run(check, write)))
  return !results.includes(false)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await runChecks())) process.exitCode = 1
}
