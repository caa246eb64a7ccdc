import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { distDirFrom } from '@/next-adapter/dist-dir'
import { productionBuild } from '@/next-adapter/production-build'

const INPUTS = [
  // Includes src/next-adapter/: how the build is made (compile hints, the paint-first loader)
  // and the cache handlers bundled into the proxy change its output too.
  'src',
  'public',
  'package-lock.json',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
]
const IMAGE_HOST_VARIABLES = [
  'S3_BUCKET',
  'S3_PUBLIC_URL',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
]

function collect(entry: string, out: string[]): void {
  if (!existsSync(entry)) return
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) collect(path.join(entry, name), out)
  } else {
    out.push(entry)
  }
}

/** A hash of everything a build depends on, including public build-time variables. */
export function sourceHash(env: NodeJS.ProcessEnv, siteUrl: string): string {
  const hash = createHash('sha256')
  const files: string[] = []
  for (const input of INPUTS) collect(input, files)
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file))
  // Static pages are prerendered with the site URL (canonical links, metadataBase).
  hash.update(`SITE_URL=${siteUrl}\0`)
  // next.config.ts turns the S3 bucket settings into next/image's allowed remote hosts.
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_') || IMAGE_HOST_VARIABLES.includes(k))
    .sort()) {
    hash.update(`${key}=${env[key]}\0`)
  }
  return hash.digest('hex')
}

/** Builds only when there is no build yet or a source changed since the last one. */
export async function buildIfNeeded(
  nextBin: string,
  env: NodeJS.ProcessEnv,
  siteUrl: string,
): Promise<void> {
  const current = sourceHash(env, siteUrl)
  const distDir = distDirFrom(env)
  const hashFile = path.join(distDir, 'source-hash')
  const built = existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(hashFile)
  if (built && readFileSync(hashFile, 'utf8') === current) {
    console.info('Build atual encontrado; pulando next build.')
    return
  }
  console.info('Gerando o build de produção (next build)...')
  await productionBuild(nextBin, env)
  writeFileSync(hashFile, current)
}
