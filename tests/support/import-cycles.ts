import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const SOURCE = /\.tsx?$/
const TEST = /\.test\.tsx?$/

/** `src/...` file a specifier names, when it is relative or `@/...`; null for packages. */
function resolve(from: string, specifier: string, root: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (SOURCE.test(candidate) && existsSync(candidate)) return candidate
  }
  return null
}

/**
 * Import cycles among the non-test modules of one folder (and its subfolders), each as the
 * list of files around the circle. Type-only imports and re-exports count: a circle of types
 * is still two modules that cannot be understood, moved or tested one without the other.
 */
export function importCycles(folder: string, root = process.cwd()): string[][] {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(folder, name))
    .filter((file) => SOURCE.test(file) && !TEST.test(file))
  const inside = new Set(files)
  const edges = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    edges.set(
      file,
      importedFiles
        .map((imported) => resolve(file, imported.fileName, root))
        .filter((target): target is string => target !== null && inside.has(target)),
    )
  }

  const cycles: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') {
        cycles.push(stack.slice(stack.indexOf(next)).map((f) => path.relative(root, f)))
      } else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of [...files].sort()) if (!state.has(file)) visit(file)
  return cycles
}
