import { describe, expect, it } from 'vitest'
import { ARTICLE_BODY_SIZES, type ResponsiveImageMap } from '@/lib/responsive-images'
import { sanitizePostHtml } from './sanitize'

const SRC = `/api/uploads/blog-images/${'c'.repeat(32)}.webp`
const OTHER = `/api/uploads/blog-images/${'d'.repeat(32)}.webp`
const IMAGES: ResponsiveImageMap = {
  [SRC]: { width: 1920, height: 960, widths: [640, 1024, 1600] },
}

describe('sanitizePostHtml with the library’s images', () => {
  it('gives a stored upload its srcset, sizes and dimensions', () => {
    const html = sanitizePostHtml(`<p>x</p><img src="${SRC}" alt="Gráfico">`, IMAGES)
    expect(html).toContain(`srcset="${SRC.replace('.webp', '-w640.webp')} 640w, `)
    expect(html).toContain(`${SRC} 1920w"`)
    expect(html).toContain(`sizes="${ARTICLE_BODY_SIZES}"`)
    expect(html).toContain('width="1920"')
    expect(html).toContain('height="960"')
    expect(html).toContain('alt="Gráfico"')
  })

  it('drops srcset, sizes, width and height a body brings, whatever they name', () => {
    const hostile =
      `<img src="${OTHER}" alt="a" srcset="https://evil.example/x.png 2x" sizes="1px" width="1" height="1">` +
      `<img src="${SRC}" alt="b" srcset="javascript:alert(1) 1w">`
    const html = sanitizePostHtml(hostile, IMAGES)
    expect(html).not.toContain('evil.example')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('sizes="1px"')
    expect(html).toContain(`<img src="${OTHER}" alt="a" />`)
    expect(html.match(/srcset=/g)).toHaveLength(1)
  })

  it('without the map (saving a post), the attributes stay out of the allowlist', () => {
    const html = sanitizePostHtml(`<img src="${SRC}" alt="c" srcset="${SRC} 1w" width="9">`)
    expect(html).toBe(`<img src="${SRC}" alt="c" />`)
  })
})
