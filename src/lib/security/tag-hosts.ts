/**
 * The only third-party origins the site's pages may use, by CSP directive: the vendors whose
 * tags load after consent (src/components/site/consent/tags.ts) and the demo video's player.
 * Hosts follow each vendor's own CSP guidance; a tag added to tags.ts needs its hosts here.
 */

/** GA4 through gtag.js; with ad signals granted it also beacons to Google's ad domains. */
const GOOGLE_ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://*.google.com',
    'https://*.google.com.br',
  ],
  image: [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://*.google.com',
    'https://*.google.com.br',
  ],
}

/** Meta Pixel: fbevents.js and its config script, events sent as image beacons or fetches. */
const META_PIXEL = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  image: ['https://www.facebook.com'],
}

/** The /ai-planner demo video: YouTube's privacy-enhanced player, loaded on click. */
const YOUTUBE_NOCOOKIE = 'https://www.youtube-nocookie.com'

export const TAG_HOSTS = {
  script: [...GOOGLE_ANALYTICS.script, ...META_PIXEL.script],
  connect: [...GOOGLE_ANALYTICS.connect, ...META_PIXEL.connect],
  image: [...GOOGLE_ANALYTICS.image, ...META_PIXEL.image],
  frame: [YOUTUBE_NOCOOKIE],
} as const
