import { describe, expect, it } from 'vitest'
import { unsafeParts } from '@tests/support/html-safety'
import { sanitizePostHtml } from './sanitize'

// Classic stored-XSS payloads; none may survive in any form.
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<img src=//evil.example/x.png>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">x</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<span style="width: expression(alert(1))">x</span>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><input name=x></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<base href="https://evil.example/">',
  '<style>body{display:none}</style>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<a href="x" target="_blank" rel="opener">x</a>',
  '<<script>alert(1)//<</script>',
  '<img """><script>alert(1)</script>">',
  '<p>ok</p><!--<script>alert(1)</script>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><script>alert(1)</script></textarea>',
  '<a href="  javascript:alert(1)">x</a>',
  '<img src="x" alt="x" onload="alert(1)">',
]

describe('sanitizePostHtml', () => {
  it.each(VECTORS)('neutralizes %s', (vector) => {
    const clean = sanitizePostHtml(vector)
    expect(unsafeParts(clean)).toEqual([])
    expect(clean).not.toMatch(/<script|javascript:|vbscript:|data:text/i)
    // Cleaning twice changes nothing: what is stored is already what is shown.
    expect(sanitizePostHtml(clean)).toBe(clean)
  })

  it('has a corpus of at least 40 vectors', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(40)
  })

  it('keeps the spec allowlist, links and images', () => {
    const html =
      '<h2 class="t">Título</h2><p><strong>a</strong> <em>b</em><br /></p><ul><li>1</li></ul><ol><li>2</li></ol>' +
      '<blockquote>c</blockquote><pre><code>x</code></pre><div><span title="s">d</span></div>' +
      '<a href="/ai-planner">plano</a><a href="mailto:x@exemplo.com.br">m</a><a href="tel:+5511">t</a>' +
      '<img src="/blog-images/a.webp" alt="capa" /><img src="https://cdn.exemplo.com.br/b.webp" alt="b" />'
    expect(sanitizePostHtml(html)).toBe(html)
  })

  it('gives new-tab links noopener noreferrer and drops unknown targets', () => {
    expect(sanitizePostHtml('<a href="https://x.com" target="_blank">x</a>')).toBe(
      '<a href="https://x.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizePostHtml('<a href="/a" target="evil">x</a>')).toBe('<a href="/a">x</a>')
  })

  it('drops tags outside the allowlist but keeps their text, and attributes outside it', () => {
    expect(sanitizePostHtml('<table><tr><td>célula</td></tr></table>')).toBe('célula')
    expect(sanitizePostHtml('<p id="x" style="color:red" data-x="1">t</p>')).toBe('<p>t</p>')
    expect(sanitizePostHtml('<a href="ftp://files.exemplo.com.br/a">f</a>')).toBe(
      '<a href="ftp://files.exemplo.com.br/a">f</a>',
    )
  })
})
