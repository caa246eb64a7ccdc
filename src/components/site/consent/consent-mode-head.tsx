import { CONSENT_SCRIPT_ID, consentModeScript } from '@/lib/consent/consent-mode-script'
import { validTagIds, type TagIds } from './tag-ids'

/** Read once per server process; NEXT_PUBLIC_* values are fixed when the app is built. */
function configuredTagIds(): TagIds {
  const raw = { ga: process.env.NEXT_PUBLIC_GA_ID, pixel: process.env.NEXT_PUBLIC_META_PIXEL_ID }
  const ids = validTagIds(raw)
  if ((raw.ga && !ids.ga) || (raw.pixel && !ids.pixel)) {
    console.warn(
      'NEXT_PUBLIC_GA_ID deve ser G-XXXX e NEXT_PUBLIC_META_PIXEL_ID só dígitos; o id inválido foi ignorado.',
    )
  }
  return ids
}

const tagIds = configuredTagIds()

/**
 * The Consent Mode v2 defaults, inline in <head> before any tag. The tag ids ride along as
 * data attributes for the banner (tag-ids.ts says why they are not inlined into the bundle).
 */
export function ConsentModeHead() {
  return (
    <script
      id={CONSENT_SCRIPT_ID}
      data-ga-id={tagIds.ga ?? undefined}
      data-pixel-id={tagIds.pixel ?? undefined}
      dangerouslySetInnerHTML={{ __html: consentModeScript }}
    />
  )
}
