import {
  CONSENT_BODY_MAX_BYTES,
  CONSENT_INVALID_MESSAGE,
  consentRecordSchema,
} from '@/lib/validations/consent'
import {
  consentRateLimitKey,
  CONSENT_RATE_LIMIT,
  storeConsentRecord,
} from '@/server/consent/record'
import { getDatabase } from '@/server/db'
import { getEnv } from '@/server/env'
import { route } from '@/server/http/route'

/**
 * POST a cookie decision → 201; stored as the LGPD proof of consent.
 * A route handler, not a server action: the banner posts with fetch(..., { keepalive: true }),
 * which survives a navigation right after the click and never waits on or blocks Next's
 * router the way a server action call would. The banner ignores every answer.
 */
export const POST = route(
  {
    access: 'public',
    rateLimit: {
      rule: CONSENT_RATE_LIMIT,
      // Keyed by a keyed hash of the address: the bucket never holds the visitor's IP.
      key: ({ ip }) => consentRateLimitKey(ip, getEnv().BETTER_AUTH_SECRET),
    },
    body: {
      schema: consentRecordSchema,
      maxBytes: CONSENT_BODY_MAX_BYTES,
      invalid: CONSENT_INVALID_MESSAGE,
    },
    failure: 'Não foi possível registrar o consentimento.',
  },
  async ({ request, body, json }) => {
    await storeConsentRecord(getDatabase().db, body, request.headers.get('user-agent'))
    return json({ ok: true }, 201)
  },
)
