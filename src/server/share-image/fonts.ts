import 'server-only'
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { woff2ToTtf } from './woff2'

/** The family Pango knows the converted font by (its name table says "Inter"). */
export const SHARE_FONT_FAMILY = 'Inter'

const INTER_WOFF2 = ['@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2']

let cached: Promise<string> | null = null

/**
 * Path of the site's Inter (latin, variable weight) as a TrueType file Pango can load: the
 * package's .woff2 converted once per process into the OS temp folder, named by its hash, so
 * a new package version gets its own file. Nothing is fetched from the network.
 */
export function shareFontFile(): Promise<string> {
  cached ??= prepare().catch((error: unknown) => {
    cached = null
    throw error
  })
  return cached
}

async function prepare(): Promise<string> {
  // From the project root at run time (the server starts there): the package exports no
  // subpaths, and the bundle has no node_modules layout of its own.
  const source = path.join(process.cwd(), 'node_modules', ...INTER_WOFF2)
  const woff2 = await readFile(source)
  const hash = createHash('sha256').update(woff2).digest('hex').slice(0, 16)
  const dir = path.join(os.tmpdir(), 'midiaplan-fonts')
  const file = path.join(dir, `inter-latin-${hash}.ttf`)
  const existing = await readFile(file).catch(() => null)
  if (existing) return file
  await mkdir(dir, { recursive: true })
  const temp = `${file}.${process.pid}.tmp`
  await writeFile(temp, woff2ToTtf(woff2))
  await rename(temp, file)
  return file
}
