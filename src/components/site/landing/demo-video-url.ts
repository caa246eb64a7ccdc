/** YouTube video ids are 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

// Where an id may sit in the addresses people copy from YouTube.
const ID_IN_URL = [
  /^https?:\/\/(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:embed|shorts|live)\/([^/?#]+)/,
  /^https?:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:[^#]*&)?v=([^&#]+)/,
  /^https?:\/\/youtu\.be\/([^/?#]+)/,
]

/**
 * The demo video's id from its setting: a bare id or a YouTube address. Anything else is
 * treated as not set, so a typo shows the "coming soon" facade instead of a broken embed.
 */
export function parseDemoVideoId(raw: string | undefined): string | null {
  const value = raw?.trim()
  if (!value) return null
  if (VIDEO_ID.test(value)) return value
  for (const pattern of ID_IN_URL) {
    const id = pattern.exec(value)?.[1]
    if (id && VIDEO_ID.test(id)) return id
  }
  return null
}

/** YouTube's privacy-enhanced player: no cookie until the visitor plays the video. */
export function demoEmbedUrl(videoId: string): string {
  if (!VIDEO_ID.test(videoId)) throw new Error(`invalid YouTube video id: ${videoId}`)
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`
}

/**
 * The configured demo video, read when the page is built (NEXT_PUBLIC_ values are fixed at
 * build time; the variable is named in full so Next can inline it).
 */
export function configuredDemoVideoId(): string | null {
  return parseDemoVideoId(process.env.NEXT_PUBLIC_DEMO_VIDEO_ID)
}
