import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * A comment says why, in its own words. One that only names a tracker entry or a numbered
 * product decision sends the reader to a text that is elsewhere, may be gone, and stops
 * matching the code the day either changes. This lists every comment and test title that
 * names one by number, so a new one fails here instead of in review.
 */

const ROOT = process.cwd()
const FOLDERS = ['src', 'scripts', 'e2e', 'tests', 'bench']
const ROOT_FILES = [
  'next.config.ts',
  'eslint.config.mjs',
  'postcss.config.mjs',
  'vitest.config.ts',
  'vitest.e2e.config.ts',
]
const SOURCE = /\.(?:[cm]?js|[cm]?ts|tsx)$/
const POINTER = /\b(?:issues?|decisions(?:\.md)?|decis(?:ão|ões))(?:,?\s+(?:item|point))?\s+#?\d/i
const TEST_CALLS = new Set(['it', 'test', 'describe'])

function sourceFiles(): string[] {
  const files = FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => SOURCE.test(name) && !name.split(path.sep).includes('node_modules'))
      .map((name) => path.join(folder, name)),
  )
  return [...files, ...ROOT_FILES]
}

/** The callee's first name: `describe` for `describe.each(rows)('title', ...)`. */
function rootName(callee: ts.Expression): string | null {
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) {
    return rootName(callee.expression)
  }
  return null
}

function testTitle(node: ts.Node): ts.Node | null {
  if (!ts.isCallExpression(node)) return null
  const name = rootName(node.expression)
  const first = node.arguments[0]
  if (!name || !TEST_CALLS.has(name) || !first) return null
  return ts.isStringLiteralLike(first) || ts.isTemplateExpression(first) ? first : null
}

/** `line: text` of each comment or test title in `text` that points to a number. */
function pointerComments(fileName: string, text: string): string[] {
  if (!POINTER.test(text)) return []
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : undefined
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind)
  const found = new Map<number, string>()
  const check = (start: number, end: number) => {
    const part = text.slice(start, end)
    if (!POINTER.test(part)) return
    for (const [i, line] of part.split('\n').entries()) {
      if (!POINTER.test(line)) continue
      const { line: at } = source.getLineAndCharacterOfPosition(start)
      found.set(at + i + 1, line.trim())
    }
  }
  const visit = (node: ts.Node) => {
    if (node.kind !== ts.SyntaxKind.JsxText) {
      const ranges = [
        ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
        ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
      ]
      for (const range of ranges) check(range.pos, range.end)
    }
    const title = testTitle(node)
    if (title) check(title.getStart(source), title.end)
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return [...found].sort(([a], [b]) => a - b).map(([line, comment]) => `${line}: ${comment}`)
}

describe('comments that point to a number instead of a reason', () => {
  it('are found in comments and test titles, never in code or strings', () => {
    const sample = [
      '// Kept short (decisions.md 12): it used to redirect.',
      'const title = `## Report (issue 20)`',
      '/*',
      ' * Explained here.',
      ' * See Issue 19, point 2.',
      ' */',
      "it('works as issue 7 says', () => {})",
      "describe.each([1])('item %s', () => {})",
      "const password = 'Senha #2026 issue 4'",
      'const x = 1 // decisão 3',
    ].join('\n')
    expect(pointerComments('sample.ts', sample)).toEqual([
      '1: // Kept short (decisions.md 12): it used to redirect.',
      '5: * See Issue 19, point 2.',
      "7: 'works as issue 7 says'",
      '10: // decisão 3',
    ])
    expect(pointerComments('sample.tsx', 'const a = <p>{/* issues 4 and 6 */}issue 5</p>')).toEqual(
      ['1: /* issues 4 and 6 */'],
    )
  })

  it('appear nowhere in the sources', () => {
    const offenders = sourceFiles().flatMap((file) =>
      pointerComments(file, readFileSync(path.join(ROOT, file), 'utf8')).map(
        (hit) => `${file}:${hit}`,
      ),
    )
    expect(offenders).toEqual([])
  })
})
