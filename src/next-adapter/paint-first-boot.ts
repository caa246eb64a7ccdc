import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/*
 * Paint first, then boot. Next lists its framework chunks (React, the router, Turbopack's
 * runtime: ~130 KB gzipped) as async scripts at the top of every page, so the browser fetches
 * and runs them while it is still laying out the first screen: on a phone they compete with
 * the page for the network and the main thread. Every page here works without JavaScript
 * (links, native form posts), so nothing the visitor sees needs them before the first paint.
 *
 * Between `next build --experimental-build-mode=compile` and `=generate`, the build manifests'
 * rootMainFiles is replaced by one tiny loader of our own: Next then prerenders (and renders
 * on request) every page with that loader as its only framework script, and the loader adds
 * the real chunks once the page has painted. Chunks a page needs for its own client
 * components are still listed by Next and fetched at once; they only register modules.
 */

export const LOADER_PREFIX = 'static/chunks/paint-first-'
/** Where the real framework chunks are kept once the manifests point at the loader. */
export const ORIGINALS_FILE = 'paint-first-boot.json'

export interface Deferral {
  loader: string
  files: string[]
}

/**
 * The loader, as a classic script (old browsers included). It appends the chunks as async
 * scripts, exactly as Next would have, once the first contentful paint is reported. A browser
 * without paint timing boots at DOMContentLoaded, like a deferred script; a page prerendered
 * by speculation rules boots at once, since it paints nothing until it is shown.
 */
export function loaderSource(urls: readonly string[]): string {
  return `(function(d,w){var f=${JSON.stringify(urls)},started=0;function boot(){if(started)return;started=1;for(var i=0;i<f.length;i++){var s=d.createElement("script");s.src=f[i];s.async=true;d.head.appendChild(s)}}var P=w.PerformanceObserver,types=P&&P.supportedEntryTypes;if(d.prerendering)return boot();if(!types||types.indexOf("paint")<0){if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",boot);else boot();return}new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)boot()}).observe({type:"paint",buffered:true})})(document,window);\n`
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

const sameList = (a: unknown, b: readonly string[]) =>
  isStringList(a) && a.length === b.length && a.every((item, i) => item === b[i])

/** Every build-manifest.json of the build: the root one and one per route under server/. */
function manifestFiles(distDir: string): string[] {
  const out = [path.join(distDir, 'build-manifest.json')]
  const walk = (dir: string) => {
    if (!existsSync(dir)) return
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (name === 'build-manifest.json') out.push(full)
    }
  }
  walk(path.join(distDir, 'server'))
  return out
}

/** The build manifest's rootMainFiles as Next wrote it (or as the deferral left it). */
export function readRootMainFiles(distDir: string): string[] {
  const rootManifest = path.join(distDir, 'build-manifest.json')
  if (!existsSync(rootManifest))
    throw new Error(`${rootManifest} não existe: rode o next build antes.`)
  const files = readJson(rootManifest).rootMainFiles
  if (!isStringList(files)) throw new Error(`${rootManifest} não lista rootMainFiles.`)
  return files
}

/** The framework chunks of this build, whether or not the manifests now name the loader. */
export function frameworkFiles(distDir: string): string[] {
  return readDeferral(distDir)?.files ?? readRootMainFiles(distDir)
}

/** The deferral made in this build, if any: its record, and manifests that still use it. */
export function readDeferral(distDir: string): Deferral | null {
  const file = path.join(distDir, ORIGINALS_FILE)
  if (!existsSync(file)) return null
  const data = readJson(file)
  if (typeof data.loader !== 'string' || !isStringList(data.files)) {
    throw new Error(`${file} está corrompido: refaça o build.`)
  }
  // A record left by an earlier build: this build's manifests list their own chunks.
  if (!sameList(readRootMainFiles(distDir), [data.loader])) return null
  return { loader: data.loader, files: data.files }
}

/**
 * Writes the loader and points every manifest at it. Run once per build, after the compile
 * step and before the generate step; a build already deferred is left as it is.
 */
export function deferFrameworkBoot(distDir: string): Deferral {
  const done = readDeferral(distDir)
  if (done) return done
  const files = readRootMainFiles(distDir)
  if (files.length === 0) throw new Error(`${distDir}/build-manifest.json não lista rootMainFiles.`)
  // Next's own script URLs are /_next/<file> too: next.config.ts sets no basePath or assetPrefix.
  const source = loaderSource(files.map((file) => `/_next/${file}`))
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12)
  const loader = `${LOADER_PREFIX}${hash}.js`
  writeFileSync(path.join(distDir, loader), source)

  for (const file of manifestFiles(distDir)) {
    const manifest = readJson(file)
    if (!sameList(manifest.rootMainFiles, files)) continue
    manifest.rootMainFiles = [loader]
    const tree = manifest.rootMainFilesTree
    if (tree && typeof tree === 'object') {
      for (const [page, list] of Object.entries(tree)) {
        if (sameList(list, files)) (tree as Record<string, unknown>)[page] = [loader]
      }
    }
    writeFileSync(file, JSON.stringify(manifest, null, 2))
  }
  const deferral = { loader, files }
  writeFileSync(path.join(distDir, ORIGINALS_FILE), JSON.stringify(deferral, null, 2))
  return deferral
}
