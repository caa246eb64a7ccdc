import { getImageProps, type ImageProps } from 'next/image'

type StaticImageProps = Omit<ImageProps, 'priority' | 'preload' | 'loading' | 'onLoad'> & {
  /** The page's largest image in the first viewport: load it at once, before other images. */
  eager?: boolean
}

/**
 * next/image's optimized srcset and sizes on a plain <img>. The Image component is a client
 * component, so it ships its JavaScript (and hydrates) on every page that shows a picture;
 * these images need none of its client behaviour.
 */
export function StaticImage({ eager = false, alt, ...rest }: StaticImageProps) {
  const { props } = getImageProps({
    ...rest,
    alt,
    loading: eager ? 'eager' : 'lazy',
    ...(eager ? { fetchPriority: 'high' as const } : {}),
  })
  // eslint-disable-next-line @next/next/no-img-element -- the props above are next/image's own
  return <img {...props} alt={alt} />
}
