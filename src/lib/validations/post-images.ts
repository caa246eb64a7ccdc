import { htmlTokens, tagAttribute } from '@/lib/html-text'

/*
 * Which image addresses a post may use. A post's images are shown by next/image (the cover:
 * local paths, and remote ones only under the bucket's blog-images/ prefix, next.config.ts)
 * and as plain <img> in the body (the CSP's img-src: this origin and the bucket's origin,
 * src/lib/security/csp.ts). An image anywhere else would pass a looser check and then never
 * load, so only the images this site stores are accepted: its uploads (local disk or bucket)
 * and the launch articles' covers it ships. Other images are refused by name (posts' save).
 */

/** Local uploads (src/app/api/uploads/blog-images) and the shipped covers (public/blog/covers). */
const SITE_IMAGE_PATH = /^\/(?:api\/uploads\/blog-images|blog\/covers)\/[A-Za-z0-9][\w.-]*$/

/** A same-origin image path this site serves (no query: next/image refuses one on local paths). */
export function isSiteImagePath(value: string): boolean {
  return SITE_IMAGE_PATH.test(value) && !value.includes('..')
}

/**
 * Whether a post may show this image: a site image path, or an address under
 * `<bucket public URL>/blog-images/` when uploads go to a bucket (`bucketBase`, from
 * uploadedImageBase in src/lib/security/image-origin.ts, the same base next/image and the
 * CSP allow).
 */
export function isSiteImage(value: string, bucketBase: URL | null): boolean {
  if (isSiteImagePath(value)) return true
  if (!bucketBase || !/^https?:\/\//i.test(value)) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  let base = bucketBase.pathname
  while (base.endsWith('/')) base = base.slice(0, -1)
  const prefix = `${base}/blog-images/`
  return (
    url.origin === bucketBase.origin &&
    url.pathname.startsWith(prefix) &&
    url.pathname.length > prefix.length &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password
  )
}

const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
}

/** The `src` of every image of a sanitized body, in order, each once (entities as sanitize-html writes them). */
export function bodyImageSources(html: string): string[] {
  const sources = new Set<string>()
  for (const token of htmlTokens(html)) {
    if (token.kind !== 'tag' || token.name !== 'img' || token.closing) continue
    const src = tagAttribute(token.source, 'src')?.trim()
    if (src)
      sources.add(src.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ATTRIBUTE_ENTITIES[e] ?? e))
  }
  return [...sources]
}

/** An address as a message can show it: whole when short, else its start and end. */
function shown(address: string): string {
  return address.length <= 80 ? address : `${address.slice(0, 50)}…${address.slice(-25)}`
}

export function coverImageElsewhereMessage(address: string): string {
  return (
    `A imagem de capa "${shown(address)}" não foi enviada ao blog, e imagens de outros ` +
    'endereços não aparecem no site. Envie o arquivo em "Imagem de Capa".'
  )
}

export function bodyImageElsewhereMessage(address: string): string {
  return (
    `A imagem "${shown(address)}" do conteúdo não foi enviada ao blog, e imagens de outros ` +
    'endereços não aparecem no site. Remova-a e envie o arquivo com o botão "Inserir imagem".'
  )
}
