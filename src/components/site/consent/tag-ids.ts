/**
 * The GA4 and Meta Pixel ids. They reach the browser as data attributes of the head script
 * (rendered by the root layout from NEXT_PUBLIC_GA_ID / NEXT_PUBLIC_META_PIXEL_ID at build
 * time), not inlined into the bundle, so the e2e suite can point one build at test ids.
 * Both sides check the format: an id that is not `G-XXXX` / digits is never injected.
 */

export interface TagIds {
  ga: string | null
  pixel: string | null
}

const GA_ID = /^G-[A-Z0-9]{4,20}$/
const PIXEL_ID = /^\d{5,20}$/

export function validTagIds(raw: { ga?: string | null; pixel?: string | null }): TagIds {
  return {
    ga: raw.ga && GA_ID.test(raw.ga) ? raw.ga : null,
    pixel: raw.pixel && PIXEL_ID.test(raw.pixel) ? raw.pixel : null,
  }
}
