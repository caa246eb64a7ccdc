import { describe, expect, it } from 'vitest'
import { outlineBody } from './body-outline'
import { linkedPostSlugs } from './internal-links'

describe('linkedPostSlugs', () => {
  it('finds every post the body links to, in any relative or absolute form, once', () => {
    const html =
      '<p><a href="/blog/post/guia-a">A</a> <a href="/blog/post/guia-a#secao">A de novo</a> ' +
      '<a href="/blog/post/guia-b/?utm_source=x">B</a> ' +
      '<a href="https://midiaplan.com.br/blog/post/guia-c">C</a> ' +
      '<a href="HTTP://localhost:3000/blog/post/guia-d">D</a></p>'
    expect(linkedPostSlugs(outlineBody(html).links)).toEqual([
      'guia-a',
      'guia-b',
      'guia-c',
      'guia-d',
    ])
  })

  it('ignores links to anything but an article', () => {
    const html =
      '<p><a href="/blog">Blog</a> <a href="/blog/categoria/seo">SEO</a> ' +
      '<a href="mailto:x@exemplo.com.br">e-mail</a> <a href="/blog/post/">vazio</a> ' +
      '<a href="https://exemplo.com.br/outro/blog/post/guia">outro</a></p>'
    expect(linkedPostSlugs(outlineBody(html).links)).toEqual([])
  })
})
