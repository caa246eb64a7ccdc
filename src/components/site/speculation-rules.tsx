/**
 * Public pages link with plain <a> (no client router, see eslint.config.mjs), so the browser
 * itself fetches the next page ahead: Chromium prefetches a same-site document when the
 * visitor hovers a link or, on phones, when it settles in view. Other browsers ignore the
 * rules. Admin, API and download links are never fetched ahead (they have side effects or
 * need a session).
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin{/*}?' } },
          { not: { href_matches: '/api/*' } },
          { not: { selector_matches: '[download], [target=_blank], [rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const

export function SpeculationRules() {
  return (
    <script
      type="speculationrules"
      // JSON from a constant above, nothing from a visitor.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }}
    />
  )
}
