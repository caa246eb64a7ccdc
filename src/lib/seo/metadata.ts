import type { Metadata } from 'next'
import { site } from '@/lib/site'

export const DEFAULT_SHARE_IMAGE = {
  path: site.defaultShareImage,
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${site.name}: ${site.tagline}`,
} as const

export type PageMetadataInput = {
  title: string
  description: string
  /** Site-relative path of the page, e.g. "/blog/post/meu-post". Becomes the canonical URL. */
  path: string
  keywords?: readonly string[]
  /** Absolute http(s) URL, or a path joined to the site origin. Defaults to the branded image. */
  image?: string | null
  /** Pixel size of `image`, when known (printed as og:image:width/height). */
  imageSize?: { width: number; height: number }
  /** MIME type of `image`, when known (og:image:type). */
  imageType?: string
  imageAlt?: string
  type?: 'website' | 'article'
  /** ISO 8601 dates; only used for articles. */
  publishedTime?: string
  modifiedTime?: string
  author?: string
  noIndex?: boolean
  /** Skip the "%s | MídiaPlan" template, e.g. for the home page. */
  absoluteTitle?: boolean
  /** Feeds announced in the head, e.g. { 'application/rss+xml': '/blog/rss.xml' }. */
  feeds?: Record<string, string>
}

/** Removes trailing slashes so joins never produce "//". */
export function normalizeSiteUrl(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '')
}

/** Joins a site-relative path to the site URL. */
export function absoluteUrl(path: string, siteUrl: string): string {
  const base = normalizeSiteUrl(siteUrl)
  if (path === '' || path === '/') return `${base}/`
  return `${base}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * The spec's share-image rule: an image starting with "http" is used as is, anything else
 * is joined to the site origin, and no image means the default branded one.
 */
export function resolveShareImage(image: string | null | undefined, siteUrl: string): string {
  const value = image?.trim()
  if (!value) return absoluteUrl(DEFAULT_SHARE_IMAGE.path, siteUrl)
  if (value.startsWith('http')) return value
  return absoluteUrl(value, siteUrl)
}

/** Builds a page's complete Next.js metadata. Pure: the site URL is passed in. */
export function buildMetadata(input: PageMetadataInput, siteUrl: string): Metadata {
  const url = absoluteUrl(input.path, siteUrl)
  const isDefaultImage = !input.image?.trim()
  const imageUrl = resolveShareImage(input.image, siteUrl)
  const imageAlt = input.imageAlt ?? (isDefaultImage ? DEFAULT_SHARE_IMAGE.alt : input.title)
  const ogImage = isDefaultImage
    ? {
        url: imageUrl,
        width: DEFAULT_SHARE_IMAGE.width,
        height: DEFAULT_SHARE_IMAGE.height,
        type: DEFAULT_SHARE_IMAGE.type,
        alt: imageAlt,
      }
    : {
        url: imageUrl,
        alt: imageAlt,
        ...input.imageSize,
        ...(input.imageType ? { type: input.imageType } : {}),
      }
  const isArticle = input.type === 'article'
  const authors = input.author ? [input.author] : undefined

  const shared = {
    title: input.title,
    description: input.description,
    url,
    siteName: site.name,
    locale: site.locale,
    images: [ogImage],
  }

  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: input.keywords ? [...input.keywords] : undefined,
    authors: authors?.map((name) => ({ name })),
    alternates: { canonical: url, ...(input.feeds ? { types: input.feeds } : {}) },
    openGraph: isArticle
      ? {
          ...shared,
          type: 'article',
          publishedTime: input.publishedTime,
          modifiedTime: input.modifiedTime ?? input.publishedTime,
          authors,
        }
      : { ...shared, type: 'website' },
    twitter: {
      card: 'summary_large_image',
      title: input.title,
      description: input.description,
      images: [{ url: imageUrl, alt: imageAlt }],
    },
    // A no-index page still lets crawlers follow its links (e.g. the thank-you page).
    robots: input.noIndex
      ? { index: false, follow: true, googleBot: { index: false, follow: true } }
      : { index: true, follow: true, googleBot: { index: true, follow: true } },
  }
}
