import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = process.cwd()
const ADDRESS = '/blog/post/'
/** postPath's home, and the launch articles, whose bodies are content that links by address. */
const ALLOWED = ['src/lib/blog-paths.ts', 'src/server/seed/articles/']

/** The strings, template parts and JSX text of a module that spell out an article address. */
function spelledAddresses(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) &&
      node.getText(source).includes(ADDRESS)
    )
      found.push(node.getText(source).trim())
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.relative(ROOT, path.join(dir, name)).split(path.sep).join('/'))
}

describe('article addresses in src', () => {
  it('are all built by postPath (src/lib/blog-paths.ts); comments may still name them', () => {
    const spelled = sourceFiles(path.join(ROOT, 'src'))
      .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)))
      .flatMap((file) =>
        spelledAddresses(file, readFileSync(path.join(ROOT, file), 'utf8')).map(
          (text) => `${file}: ${text}`,
        ),
      )
    expect(spelled).toEqual([])
  })

  it('the check sees an address in a string, a template and JSX text, never in a comment', () => {
    const code = [
      '// links to /blog/post/<slug>',
      "const a = '/blog/post/x'",
      'const b = `/blog/post/${slug}`',
      'const c = <span>/blog/post/{slug}</span>',
    ].join('\n')
    expect(spelledAddresses('probe.tsx', code)).toEqual([
      "'/blog/post/x'",
      '`/blog/post/${',
      '/blog/post/',
    ])
  })
})
