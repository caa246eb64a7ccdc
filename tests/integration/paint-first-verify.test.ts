import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { deferFrameworkBoot } from '@/next-adapter/paint-first-boot'
import { refuseUnsupportedPaths, verifyPaintFirstPages } from '@/next-adapter/paint-first-verify'

const FRAMEWORK = ['static/chunks/react.js', 'static/chunks/turbopack-x.js']

let dist: string | undefined
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true })
  dist = undefined
})

/** A build after `compile` and the paint-first step, before `generate`. */
function deferredBuild(config: Record<string, unknown> = { basePath: '', assetPrefix: '' }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paint-first-verify-'))
  dist = dir
  mkdirSync(path.join(dir, 'static/chunks'), { recursive: true })
  mkdirSync(path.join(dir, 'server/app/blog'), { recursive: true })
  writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify({ pages: {}, rootMainFiles: FRAMEWORK }),
  )
  writeFileSync(path.join(dir, 'required-server-files.json'), JSON.stringify({ config }))
  return { dir, loader: `/_next/${deferFrameworkBoot(dir).loader}` }
}

function page(dir: string, file: string, html: string) {
  writeFileSync(path.join(dir, 'server/app', file), html)
}

describe('after generate: every prerendered page boots through the loader', () => {
  it('accepts pages that load the loader and name the framework only inside it', () => {
    const { dir, loader } = deferredBuild()
    page(dir, 'index.html', `<script src="${loader}" async></script>`)
    page(
      dir,
      'blog.html',
      `<script src="${loader}" async></script><script>({"otherChunks":["${FRAMEWORK[0]}"]})</script>`,
    )
    // The shell of a route rendered on request is empty at build time.
    page(dir, 'blog/[slug].html', '')
    expect(verifyPaintFirstPages(dir)).toEqual({ pages: 2 })
  })

  it('fails the build when a page loads a framework chunk itself, or lacks the loader', () => {
    const { dir, loader } = deferredBuild()
    page(dir, 'index.html', `<script src="${loader}" async></script>`)
    page(dir, 'blog.html', `<script src="/_next/${FRAMEWORK[0]}" async></script>`)
    page(
      dir,
      'sobre.html',
      `<link rel="preload" href="/_next/${FRAMEWORK[1]}" as="script"><script src="${loader}"></script>`,
    )
    expect(() => verifyPaintFirstPages(dir)).toThrow(
      /3 ponto\(s\)[\s\S]*blog\.html: não carrega[\s\S]*blog\.html: carrega \/_next\/static\/chunks\/react\.js[\s\S]*sobre\.html: carrega \/_next\/static\/chunks\/turbopack-x\.js/,
    )
  })

  it('fails the build when Next rewrote the manifests or prerendered nothing', () => {
    const { dir, loader } = deferredBuild()
    expect(() => verifyPaintFirstPages(dir)).toThrow(/Nenhuma página pré-renderizada/)
    page(dir, 'index.html', `<script src="${loader}" async></script>`)
    writeFileSync(
      path.join(dir, 'build-manifest.json'),
      JSON.stringify({ pages: {}, rootMainFiles: FRAMEWORK }),
    )
    expect(() => verifyPaintFirstPages(dir)).toThrow(/já não apontam para o carregador/)
  })
})

describe('basePath and assetPrefix', () => {
  it('are refused with a message naming the setting, until the loader supports them', () => {
    expect(() => refuseUnsupportedPaths(deferredBuild().dir)).not.toThrow()
    expect(() => refuseUnsupportedPaths(deferredBuild({ basePath: '/site' }).dir)).toThrow(
      /define basePath \("\/site"\)/,
    )
    expect(() =>
      refuseUnsupportedPaths(deferredBuild({ assetPrefix: 'https://cdn.example.com' }).dir),
    ).toThrow(/define assetPrefix/)
  })
})
