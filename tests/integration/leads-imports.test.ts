import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = process.cwd()
const LEADS = path.join(ROOT, 'src/server/leads')

/** Every module of the folder (tests aside) and the sibling modules it imports, types included. */
function localImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of readdirSync(LEADS)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue
    const source = readFileSync(path.join(LEADS, file), 'utf8')
    const targets = [...source.matchAll(/\bfrom\s+'\.\/([\w-]+)'/g)].map((m) => `${m[1]}.ts`)
    graph.set(file, targets)
  }
  return graph
}

/** One import cycle, as the chain of files, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null
    if (state.get(file) === 'open') return [...stack.slice(stack.indexOf(file)), file]
    state.set(file, 'open')
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    stack.pop()
    state.set(file, 'done')
    return null
  }
  for (const file of graph.keys()) {
    const cycle = visit(file)
    if (cycle) return cycle
  }
  return null
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

describe('src/server/leads module graph', () => {
  it('has no import cycle (reading leads does not reach the delivery code and back)', () => {
    const graph = localImports()
    expect(graph.size).toBeGreaterThan(5)
    expect(findCycle(graph)).toBeNull()
  })

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ])
    expect(findCycle(graph)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts'])
  })

  it('starts the retry timer from the server start only, never from a read or a submission', () => {
    const callers = sourceFiles(path.join(ROOT, 'src'))
      .filter((file) => /(?<!function )\bensureSweepTimer\(\)/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
    expect(callers).toEqual(['src/instrumentation.ts'])
  })
})
