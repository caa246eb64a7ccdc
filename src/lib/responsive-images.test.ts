import { describe, expect, it } from 'vitest'
import { srcsetFor, variantUrl } from './responsive-images'

const LOCAL = `/api/uploads/blog-images/${'a'.repeat(32)}.webp`
const BUCKET = `https://cdn.exemplo.com.br/blog-images/${'b'.repeat(32)}.webp`

describe('srcsetFor', () => {
  it('lists the stored variants narrowest first, then the original at its own width', () => {
    expect(srcsetFor(LOCAL, { width: 1920, height: 1080, widths: [1600, 640, 1024] })).toBe(
      `${variantUrl(LOCAL, 640)} 640w, ${variantUrl(LOCAL, 1024)} 1024w, ` +
        `${variantUrl(LOCAL, 1600)} 1600w, ${LOCAL} 1920w`,
    )
    expect(variantUrl(BUCKET, 640)).toBe(
      `https://cdn.exemplo.com.br/blog-images/${'b'.repeat(32)}-w640.webp`,
    )
  })

  it('never offers a width at or above the original (no upscaled copy exists)', () => {
    expect(srcsetFor(LOCAL, { width: 1000, height: 500, widths: [640, 1024, 1600] })).toBe(
      `${variantUrl(LOCAL, 640)} 640w, ${LOCAL} 1000w`,
    )
    expect(srcsetFor(BUCKET, { width: 500, height: 500, widths: [] })).toBe(`${BUCKET} 500w`)
  })

  it('refuses anything that is not a stored original', () => {
    const image = { width: 1920, height: 1080, widths: [640] }
    expect(srcsetFor('/blog/covers/planejamento.webp', image)).toBeNull()
    expect(srcsetFor(variantUrl(LOCAL, 640), image)).toBeNull()
    expect(srcsetFor(`https://evil.example/x, ${LOCAL}`, image)).toBeNull()
    expect(srcsetFor(`${LOCAL}?x=1`, image)).toBeNull()
  })
})
