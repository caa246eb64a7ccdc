import { z } from 'zod'

/** A page view's body is ~300 bytes; anything past this is refused before parsing. */
export const ANALYTICS_BODY_MAX_BYTES = 4096

export const ANALYTICS_INVALID_MESSAGE = 'Evento de análise inválido.'

const path = z
  .string()
  .min(1)
  .max(300)
  .regex(/^\/[^\s]*$/, 'Caminho inválido.')

/** What the inline script (src/lib/analytics/collector-script.ts) posts to /api/events. */
export const analyticsEventSchema = z.discriminatedUnion('t', [
  z.strictObject({
    t: z.literal('v'),
    p: path,
    r: z.string().max(1000).optional(),
    q: z.string().max(1000).optional(),
  }),
  z.strictObject({
    t: z.literal('e'),
    p: path,
    d: z.union([z.literal(0), z.literal(25), z.literal(50), z.literal(75), z.literal(100)]),
    a: z
      .number()
      .int()
      .min(0)
      .max(24 * 60 * 60),
  }),
])

export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>
