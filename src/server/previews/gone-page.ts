import 'server-only'
import { PREVIEW_LINK_GONE, type PreviewLinkGoneReason } from '@/lib/preview-link-messages'

/** 410 Gone: the link existed and will never open again; 404: no such link. */
export const GONE_STATUS: Record<PreviewLinkGoneReason, 404 | 410> = {
  revoked: 410,
  expired: 410,
  unknown: 404,
}

/** The site's Inter, served at a fixed address (src/app/api/fontes): next/font's is hashed. */
const GONE_PAGE_FONT = '/api/fontes/inter-latin.woff2'

// The latin range of src/app/fonts.ts: every character of these pages is in it.
const FONT_FACE = `@font-face{font-family:Inter;font-style:normal;font-weight:100 900;font-display:swap;src:url(${GONE_PAGE_FONT}) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`

const STYLE = `${FONT_FACE}
body{margin:0;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:40rem;margin:0 auto;padding:6rem 1.25rem;text-align:center}
.marca{display:inline-flex;align-items:center;gap:.5rem;font-weight:800;font-size:1.25rem;color:#0f172a;text-decoration:none}
.marca span{color:#3b2fc9}
.aviso{margin-top:3rem;font-size:.875rem;font-weight:600;letter-spacing:.05em;text-transform:uppercase;color:#3b2fc9}
h1{margin:1rem 0 0;font-size:2rem;line-height:1.2}
p.texto{margin:1rem 0 0;font-size:1.125rem;line-height:1.6;color:#475569}
a.blog{display:inline-block;margin-top:2rem;font-weight:600;color:#3b2fc9}`

const LOGO =
  '<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#3b2fc9"/><path d="M8 22v-4M13 22v-7M18 22v-5M23 22V11" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/><circle cx="23" cy="8.5" r="2" fill="#6ee7b7"/></svg>'

/**
 * The page of a dead share link, as one small document answered by src/proxy.ts before Next
 * renders anything: Next's pages here are partially prerendered, so their status is 200 before
 * the page's code runs, and a notFound() there could only be a "soft" 404. This one carries its
 * real status and reads without JavaScript, in the site's font like every other page. Fixed
 * texts only: nothing from the request.
 */
export function gonePageHtml(reason: PreviewLinkGoneReason): string {
  const { title, text } = PREVIEW_LINK_GONE[reason]
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} | MídiaPlan</title>
<link rel="preload" href="${GONE_PAGE_FONT}" as="font" type="font/woff2" crossorigin>
<style>${STYLE}</style>
</head>
<body>
<main data-preview-gone="${reason}">
<a class="marca" href="/" aria-label="MídiaPlan, página inicial">${LOGO}<strong>Mídia<span>Plan</span></strong></a>
<p class="aviso">Pré-visualização indisponível</p>
<h1>${title}</h1>
<p class="texto">${text}</p>
<a class="blog" href="/blog">Ir para o blog</a>
</main>
</body>
</html>
`
}
