import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseVnuOutput, type HtmlError } from './vnu-report'

const require = createRequire(import.meta.url)
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar')

/**
 * Checks every document in ONE vnu run (the JVM start costs seconds). `documents` maps a
 * file name (e.g. "blog.html") to its HTML; returns the errors vnu found, framework artifacts
 * excepted.
 */
export async function validateHtml(documents: Record<string, string>): Promise<HtmlError[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'))
  try {
    const files = await Promise.all(
      Object.entries(documents).map(async ([name, html]) => {
        const file = path.join(dir, name)
        await writeFile(file, html)
        return file
      }),
    )
    const output = await new Promise<string>((resolve, reject) => {
      // vnu exits 1 when it found errors: the JSON on stdout is the answer either way.
      execFile(
        'java',
        ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--stdout', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => {
          if (stdout.trim().startsWith('{')) resolve(stdout)
          else reject(new Error(`vnu failed: ${error?.message ?? ''}\n${stderr}`))
        },
      )
    })
    return parseVnuOutput(output)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
