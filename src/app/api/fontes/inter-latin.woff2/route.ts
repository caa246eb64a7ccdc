import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { route } from '@/server/http/route'

/** The same file src/app/fonts.ts gives the pages (Inter, latin, variable weight). */
const INTER_LATIN = ['@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2']

let font: Promise<Buffer> | null = null

/**
 * The site's Inter at an address that never changes, for the one page Next does not render: a
 * dead share link's page, answered by src/proxy.ts (src/server/previews/gone-page.ts), which
 * cannot know the hashed name next/font gives the file. Read from the installed package, from
 * the project root at run time (the server starts there), once per process.
 */
export const GET = route({ access: 'public' }, async () => {
  font ??= readFile(path.join(process.cwd(), 'node_modules', ...INTER_LATIN)).catch((error) => {
    font = null
    throw error
  })
  const body = new Uint8Array(await font)
  return new Response(body, {
    headers: {
      'content-type': 'font/woff2',
      'content-length': String(body.byteLength),
      // A week, not immutable: the address stays the same when the package is upgraded.
      'cache-control': 'public, max-age=604800',
    },
  })
})
