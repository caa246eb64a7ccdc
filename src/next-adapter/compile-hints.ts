import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { frameworkFiles } from './paint-first-boot'

/**
 * V8's explicit compile hint (Chrome 136+): every function of a script that starts with this
 * comment is compiled eagerly, on the background thread that streams the script in. Without it,
 * each module factory of Next's framework chunks (React DOM alone is 200 KB) is compiled lazily
 * on the main thread when the page boots, inside the one long task that hydrates the page.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The framework chunks every page runs as soon as it loads (React, the router, Turbopack's
 * runtime). Page chunks are left alone: much of their code (dialogs, forms) only runs when
 * the visitor asks for it, and compiling it eagerly would be wasted work.
 */
export function rootMainFiles(distDir: string): string[] {
  // Once the manifests point at the paint-first loader, the real list is kept beside them.
  return frameworkFiles(distDir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(distDir, f))
}

/**
 * Puts the hint at the top of each framework chunk, once (a cached build is hinted already).
 * The chunk names stay the same: they are content hashes of this very build, and the hint is
 * added to every build the same way. Returns the files it changed.
 */
export function addCompileHints(distDir: string): string[] {
  const changed: string[] = []
  for (const file of rootMainFiles(distDir)) {
    const source = readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, `${COMPILE_HINT}\n${source}`)
    changed.push(file)
  }
  return changed
}
