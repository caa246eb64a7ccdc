import { z } from 'zod'
import { ANONYMOUS_ID, CONSENT_CHOICES, type ConsentAction } from '@/lib/consent/consent-state'

export const CONSENT_ACTIONS = [...CONSENT_CHOICES, 'reset'] as const satisfies ConsentAction[]

/** Upper bound of a well-formed record body: anything larger is refused before parsing. */
export const CONSENT_BODY_MAX_BYTES = 1024

export const CONSENT_INVALID_MESSAGE = 'Registro de consentimento inválido.'

/** The proof-of-consent record the banner posts to /api/consent (consent-record.ts). */
export const consentRecordSchema = z
  .object({
    anonymousId: z.string().regex(ANONYMOUS_ID, 'Identificador anônimo inválido.'),
    action: z.enum(CONSENT_ACTIONS, { error: 'Escolha de consentimento inválida.' }),
    preferences: z.object({
      essential: z.literal(true, { error: 'Os cookies essenciais estão sempre ativos.' }),
      analytics: z.boolean({ error: 'Informe a escolha de análise.' }),
      marketing: z.boolean({ error: 'Informe a escolha de marketing.' }),
    }),
    policyVersion: z
      .string()
      .regex(/^[0-9A-Za-z._-]{1,20}$/, 'Versão da política de cookies inválida.'),
  })
  .superRefine(({ action, preferences: { analytics, marketing } }, context) => {
    // The flags must be what the action means; 'custom' may be any combination.
    const expected = action === 'accept_all' ? true : action === 'custom' ? undefined : false
    if (expected !== undefined && (analytics !== expected || marketing !== expected)) {
      context.addIssue({
        code: 'custom',
        path: ['preferences'],
        message: 'As preferências não correspondem à escolha.',
      })
    }
  })

export type ConsentRecordInput = z.infer<typeof consentRecordSchema>
