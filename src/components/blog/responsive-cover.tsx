import { ARTICLE_COVER_SIZES, srcsetFor, type ResponsiveImage } from '@/lib/responsive-images'

/**
 * An uploaded cover with its stored variants as srcset: the phone downloads the 640 px copy
 * straight from storage (no image optimizer on the way). Covers the library does not know
 * (the launch articles' shipped covers) keep next/image (StaticImage).
 */
export function ResponsiveCover({
  src,
  alt,
  image,
}: {
  src: string
  alt: string
  image: ResponsiveImage
}) {
  const srcSet = srcsetFor(src, image) ?? undefined
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the variants are already stored sizes
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? ARTICLE_COVER_SIZES : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      loading="eager"
      fetchPriority="high"
      decoding="async"
      data-responsive-cover=""
      className="h-auto w-full rounded-2xl border border-line bg-brand-50"
    />
  )
}
