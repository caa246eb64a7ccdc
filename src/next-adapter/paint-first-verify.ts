import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { readDeferral } from './paint-first-boot'

/*
 * The paint-first step rewrites Next's build manifests between its compile and generate steps
 * (paint-first-boot.ts), an internal of Next's. These checks make a Next upgrade that changes
 * that contract fail the build, instead of shipping pages that never boot or boot as before.
 */

/** Next's own script URLs are /_next/<file> only without these settings; the loader assumes so. */
export function refuseUnsupportedPaths(distDir: string): void {
  const file = path.join(distDir, 'required-server-files.json')
  if (!existsSync(file)) throw new Error(`${file} não existe: o passo de compilação do Next mudou.`)
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as {
    config?: { basePath?: unknown; assetPrefix?: unknown }
  }
  for (const key of ['basePath', 'assetPrefix'] as const) {
    const value = config?.[key]
    if (value !== undefined && value !== '') {
      throw new Error(
        `next.config.ts define ${key} (${JSON.stringify(value)}), que o carregador paint-first` +
          ' (src/next-adapter/paint-first-boot.ts) ainda não suporta: ele busca os scripts do Next em' +
          ' /_next/. Remova o ajuste ou ensine o carregador a usá-lo.',
      )
    }
  }
}

function htmlFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) htmlFiles(full, out)
    else if (name.endsWith('.html')) out.push(full)
  }
  return out
}

/**
 * After `generate`: every page Next prerendered loads the paint-first loader and no framework
 * chunk by itself (a script or a preload of one). Empty files are the shells of routes that
 * render on request, which get the same manifests then. Returns how many pages were checked.
 */
export function verifyPaintFirstPages(distDir: string): { pages: number } {
  const deferral = readDeferral(distDir)
  if (!deferral) {
    throw new Error(
      'Depois do next build, os manifestos já não apontam para o carregador paint-first: o Next' +
        ' os reescreveu. Revise src/next-adapter/paint-first-boot.ts para esta versão do Next.',
    )
  }
  const loader = `/_next/${deferral.loader}`
  const chunks = deferral.files.map((file) => `/_next/${file}`)
  const problems: string[] = []
  let pages = 0
  for (const file of htmlFiles(path.join(distDir, 'server', 'app'))) {
    const html = readFileSync(file, 'utf8')
    if (html.length === 0) continue
    pages += 1
    const page = path.relative(distDir, file)
    if (!html.includes(`src="${loader}"`)) problems.push(`${page}: não carrega ${loader}`)
    for (const chunk of chunks) {
      if (html.includes(`src="${chunk}"`) || html.includes(`href="${chunk}"`))
        problems.push(`${page}: carrega ${chunk} antes da primeira pintura`)
    }
  }
  if (pages === 0) {
    throw new Error(
      `Nenhuma página pré-renderizada em ${distDir}/server/app: o build do Next mudou.`,
    )
  }
  if (problems.length > 0) {
    throw new Error(
      `O passo paint-first falhou em ${problems.length} ponto(s) das páginas pré-renderizadas:\n  ` +
        problems.slice(0, 10).join('\n  ') +
        '\nRevise src/next-adapter/paint-first-boot.ts para esta versão do Next.',
    )
  }
  return { pages }
}
