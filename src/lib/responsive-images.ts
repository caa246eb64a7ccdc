/*
 * Responsive images of the blog: each upload is stored as its WebP original plus
 * narrower copies (640, 1024, 1600 px; never wider than the original), named
 * `<32 hex>-w<width>.webp` beside it. The article body's <img> tags then carry a srcset of
 * those copies, so a phone downloads a small one. (Covers already get next/image's srcset.)
 */

/** What the page needs to know of a stored image to offer its variants. */
export interface ResponsiveImage {
  width: number
  height: number
  /** The stored variant widths, each narrower than `width`. */
  widths: number[]
}

/** Keyed by the image's public URL, exactly as the post's HTML names it. */
export type ResponsiveImageMap = Readonly<Record<string, ResponsiveImage>>

/** Only stored originals get variants: `<...>/blog-images/<32 hex>.webp`. */
const ORIGINAL = /\/blog-images\/[0-9a-f]{32}\.webp$/

export function variantUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `-w${width}.webp`)
}

/**
 * `a-w640.webp 640w, a-w1024.webp 1024w, a.webp 1920w`, or null when the address is not a
 * stored original (srcset never names anything but our own uploads).
 */
export function srcsetFor(url: string, image: ResponsiveImage): string | null {
  if (!ORIGINAL.test(url) || /[\s,]/.test(url)) return null
  const candidates = [...new Set(image.widths)]
    .filter((width) => Number.isInteger(width) && width > 0 && width < image.width)
    .sort((a, b) => a - b)
    .map((width) => `${variantUrl(url, width)} ${width}w`)
  return [...candidates, `${url} ${image.width}w`].join(', ')
}

/**
 * The article body's column: the viewport less the page padding on a phone and tablet, at
 * most 768 px (max-w-3xl), and beside the 20rem sidebar from 1024 px.
 */
export const ARTICLE_BODY_SIZES =
  '(min-width: 1024px) min(768px, calc(100vw - 27rem)), (min-width: 640px) min(768px, calc(100vw - 3rem)), calc(100vw - 2rem)'
