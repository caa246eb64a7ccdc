import 'server-only'

/** Every generated share image is this size (what og:image:width/height announce). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const
