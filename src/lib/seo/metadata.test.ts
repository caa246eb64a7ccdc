import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { absoluteUrl, buildMetadata, DEFAULT_SHARE_IMAGE, resolveShareImage } from './metadata'

const SITE = 'https://www.midiaplan.com.br'

function ogImageUrls(metadata: ReturnType<typeof buildMetadata>): string[] {
  const images = metadata.openGraph?.images
  const list = Array.isArray(images) ? images : images ? [images] : []
  return list.map((image) =>
    typeof image === 'string' ? image : image instanceof URL ? image.href : String(image.url),
  )
}

describe('resolveShareImage', () => {
  it('keeps an image that starts with http as is', () => {
    expect(resolveShareImage('https://cdn.example.com/capa.png', SITE)).toBe(
      'https://cdn.example.com/capa.png',
    )
    expect(resolveShareImage('http://cdn.example.com/a.jpg', SITE)).toBe(
      'http://cdn.example.com/a.jpg',
    )
  })

  it('joins a relative image to the site origin', () => {
    expect(resolveShareImage('/blog-images/capa.webp', SITE)).toBe(`${SITE}/blog-images/capa.webp`)
    expect(resolveShareImage('blog-images/capa.webp', `${SITE}/`)).toBe(
      `${SITE}/blog-images/capa.webp`,
    )
  })

  it('falls back to the default share image when none is given', () => {
    expect(resolveShareImage(undefined, SITE)).toBe(`${SITE}/og-default.png`)
    expect(resolveShareImage(null, SITE)).toBe(`${SITE}/og-default.png`)
    expect(resolveShareImage('   ', SITE)).toBe(`${SITE}/og-default.png`)
  })
})

describe('DEFAULT_SHARE_IMAGE', () => {
  it('is a committed PNG of the size it announces (LinkedIn and others show no SVG)', async () => {
    const file = path.join(process.cwd(), 'public', DEFAULT_SHARE_IMAGE.path)
    const image = await sharp(file).metadata()
    expect(image.format).toBe('png')
    expect([image.width, image.height]).toEqual([
      DEFAULT_SHARE_IMAGE.width,
      DEFAULT_SHARE_IMAGE.height,
    ])
    expect([image.width, image.height]).toEqual([1200, 630])
  })
})

describe('absoluteUrl', () => {
  it('never doubles slashes', () => {
    expect(absoluteUrl('/blog', `${SITE}//`)).toBe(`${SITE}/blog`)
    expect(absoluteUrl('/', SITE)).toBe(`${SITE}/`)
    expect(absoluteUrl('termos-uso', SITE)).toBe(`${SITE}/termos-uso`)
  })
})

describe('buildMetadata', () => {
  const base = {
    title: 'Blog de Mídia Paga',
    description: 'Guias sobre Google Ads e Meta Ads.',
    path: '/blog',
    keywords: ['mídia paga', 'google ads'],
  }

  it('sets title, description, keywords and an absolute canonical URL', () => {
    const metadata = buildMetadata(base, SITE)
    expect(metadata.title).toBe('Blog de Mídia Paga')
    expect(metadata.description).toBe('Guias sobre Google Ads e Meta Ads.')
    expect(metadata.keywords).toEqual(['mídia paga', 'google ads'])
    expect(metadata.alternates?.canonical).toBe(`${SITE}/blog`)
    expect(metadata.openGraph?.url).toBe(`${SITE}/blog`)
  })

  it('can opt out of the title template', () => {
    expect(buildMetadata({ ...base, absoluteTitle: true }, SITE).title).toEqual({
      absolute: 'Blog de Mídia Paga',
    })
  })

  it('uses the default share image with its size and type, in pt_BR, as a website', () => {
    const metadata = buildMetadata(base, SITE)
    expect(ogImageUrls(metadata)).toEqual([`${SITE}/og-default.png`])
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      locale: 'pt_BR',
      siteName: 'MídiaPlan',
      images: [{ width: 1200, height: 630, type: 'image/png' }],
    })
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: `${SITE}/og-default.png` }],
    })
  })

  it('applies the image rule to page images', () => {
    expect(ogImageUrls(buildMetadata({ ...base, image: '/capa.png' }, SITE))).toEqual([
      `${SITE}/capa.png`,
    ])
    expect(
      ogImageUrls(buildMetadata({ ...base, image: 'https://img.example.com/x.png' }, SITE)),
    ).toEqual(['https://img.example.com/x.png'])
  })

  it("declares a page image's size and type when given, and the same image to X", () => {
    const metadata = buildMetadata(
      {
        ...base,
        image: '/api/uploads/blog-images/0123456789abcdef0123456789abcdef.jpg',
        imageSize: { width: 1200, height: 630 },
        imageType: 'image/jpeg',
        imageAlt: 'Capa do artigo',
      },
      SITE,
    )
    const url = `${SITE}/api/uploads/blog-images/0123456789abcdef0123456789abcdef.jpg`
    expect(metadata.openGraph?.images).toEqual([
      { url, alt: 'Capa do artigo', width: 1200, height: 630, type: 'image/jpeg' },
    ])
    expect(metadata.twitter?.images).toEqual([{ url, alt: 'Capa do artigo' }])
  })

  it('adds article times and author for articles', () => {
    const metadata = buildMetadata(
      {
        ...base,
        path: '/blog/post/guia',
        type: 'article',
        publishedTime: '2025-03-01T10:00:00.000Z',
        modifiedTime: '2025-03-05T10:00:00.000Z',
        author: 'Equipe MídiaPlan',
      },
      SITE,
    )
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-03-01T10:00:00.000Z',
      modifiedTime: '2025-03-05T10:00:00.000Z',
      authors: ['Equipe MídiaPlan'],
    })
    expect(metadata.authors).toEqual([{ name: 'Equipe MídiaPlan' }])
    expect(metadata.alternates?.canonical).toBe(`${SITE}/blog/post/guia`)
  })

  it('does not put article fields on a website page', () => {
    const metadata = buildMetadata({ ...base, publishedTime: '2025-03-01T10:00:00.000Z' }, SITE)
    expect(metadata.openGraph).not.toHaveProperty('publishedTime')
    expect(metadata.authors).toBeUndefined()
  })

  it('indexes by default and honours noIndex', () => {
    expect(buildMetadata(base, SITE).robots).toMatchObject({ index: true, follow: true })
    expect(buildMetadata({ ...base, noIndex: true }, SITE).robots).toMatchObject({
      index: false,
      follow: true,
    })
  })
})

describe('buildMetadata feeds', () => {
  it('announces feeds as alternates next to the canonical URL', () => {
    const meta = buildMetadata(
      {
        title: 'Blog',
        description: 'd',
        path: '/blog',
        feeds: { 'application/rss+xml': '/blog/rss.xml' },
      },
      'https://www.exemplo.com.br',
    )
    expect(meta.alternates).toEqual({
      canonical: 'https://www.exemplo.com.br/blog',
      types: { 'application/rss+xml': '/blog/rss.xml' },
    })
    expect(
      buildMetadata({ title: 'x', description: 'd', path: '/x' }, 'https://a.com').alternates,
    ).toEqual({
      canonical: 'https://a.com/x',
    })
  })
})
