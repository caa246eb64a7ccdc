import 'server-only'

/*
 * What a rule of type 410 answers: the address existed and was removed on purpose, so search
 * engines drop it sooner than a 404. A small document with a fixed text (nothing from the
 * request), answered by the custom server before Next, in the site's colours, readable without
 * JavaScript.
 */

const STYLE = `body{margin:0;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:40rem;margin:0 auto;padding:6rem 1.25rem;text-align:center}
.marca{font-weight:800;font-size:1.25rem;color:#0f172a;text-decoration:none}
.marca span{color:#3b2fc9}
.aviso{margin-top:3rem;font-size:.875rem;font-weight:600;letter-spacing:.05em;text-transform:uppercase;color:#3b2fc9}
h1{margin:1rem 0 0;font-size:2rem;line-height:1.2}
p.texto{margin:1rem 0 0;font-size:1.125rem;line-height:1.6;color:#475569}
nav{margin-top:2rem;display:flex;gap:1.5rem;justify-content:center;flex-wrap:wrap}
nav a{font-weight:600;color:#3b2fc9}`

export const GONE_PAGE_HTML = `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Página removida | MídiaPlan</title>
<style>${STYLE}</style>
</head>
<body>
<main data-redirect-gone>
<a class="marca" href="/">Mídia<span>Plan</span></a>
<p class="aviso">Erro 410</p>
<h1>Esta página foi removida</h1>
<p class="texto">O conteúdo que estava neste endereço não existe mais e não vai voltar. Veja o que publicamos no blog ou comece pela página inicial.</p>
<nav aria-label="Continuar navegando"><a href="/blog">Ir para o blog</a><a href="/">Página inicial</a></nav>
</main>
</body>
</html>
`

/** Inline style only, no script, nothing loaded from anywhere. */
export const GONE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
