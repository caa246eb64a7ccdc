import { describe, expect, it } from 'vitest'
import { rehostBody } from './html'

/*
 * The last step before an imported body is stored: copied images at their new addresses, the
 * ones that could not be copied gone (with a link left empty by them), links to the old site
 * made paths, links to files on the old media host unwrapped, and the sanitizer's allowlist.
 */

const OLD = 'https://cdn.antigo.example/2024/05/foto.jpg?w=600'
const NEW = '/api/uploads/blog-images/0123456789abcdef0123456789abcdef.webp'
const options = {
  replacements: new Map([[OLD, NEW]]),
  removed: new Set(['https://cdn.antigo.example/sumiu.jpg']),
  siteHosts: new Set(['blog.antigo.example']),
  mediaHosts: new Set(['cdn.antigo.example']),
}

describe('rehostBody', () => {
  it('puts copied images at their new address, keeping their alt text', () => {
    expect(rehostBody(`<p><img src="${OLD}" alt="Foto"></p>`, options)).toBe(
      `<p><img src="${NEW}" alt="Foto" /></p>`,
    )
  })

  it('removes an image that could not be copied, and the link it leaves empty', () => {
    const html =
      '<p>Antes <a href="/2024/05/pagina-da-foto/"><img src="https://cdn.antigo.example/sumiu.jpg"></a> depois</p>'
    expect(rehostBody(html, options)).toBe('<p>Antes  depois</p>')
  })

  it('makes links to the old site paths, and unwraps links to files left on its media host', () => {
    const html =
      '<p><a href="https://blog.antigo.example/2020/01/02/outro-post/?utm_source=x#topo">outro post</a> e ' +
      '<a href="https://cdn.antigo.example/original.jpg">a foto grande</a> e ' +
      '<a href="https://wordpress.org/">WordPress</a></p>'
    expect(rehostBody(html, options)).toBe(
      '<p><a href="/2020/01/02/outro-post/?utm_source=x#topo">outro post</a> e a foto grande e ' +
        '<a href="https://wordpress.org/">WordPress</a></p>',
    )
  })

  it('goes through the sanitizer: what the allowlist refuses never reaches a page', () => {
    expect(
      rehostBody('<p onclick="x()">Oi<script>alert(1)</script></p><table></table>', options),
    ).toBe('<p>Oi</p>')
  })
})
