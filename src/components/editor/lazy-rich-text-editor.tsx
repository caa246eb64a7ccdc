'use client'

import dynamic from 'next/dynamic'

/*
 * TipTap and ProseMirror are a 135 KB (gzipped) chunk of their own, never one of the route's
 * own scripts: admin links prefetch the editor's routes from every admin page, and a prefetched
 * route's scripts are downloaded with it.
 *
 * Rendered on the server too (next/dynamic's default, not `ssr: false`): Next then writes a
 * preload of this chunk into the editor page's HTML, so the browser fetches it alongside the
 * page's own scripts. With `ssr: false` the request only left once the page had hydrated and
 * rendered the form, the last step of a waterfall (HTML, framework, hydration, editor chunk)
 * that made the first open take 3 to 4 s. The server renders the frame and the disabled
 * toolbar; the editor itself mounts in the browser (`immediatelyRender: false`).
 */
export const LazyRichTextEditor = dynamic(
  () => import('./rich-text-editor').then((m) => m.RichTextEditor),
  {
    // Only seen on a client-side navigation that reaches the form before the chunk.
    loading: () => (
      <div
        role="status"
        className="flex min-h-[446px] items-center justify-center rounded-lg border border-slate-500 bg-white text-sm text-ink-muted"
      >
        Carregando o editor...
      </div>
    ),
  },
)
