import { z } from 'zod'

export const DISPLAY_NAME_MIN = 2
export const DISPLAY_NAME_MAX = 80

export const DISPLAY_NAME_IS_EMAIL_MESSAGE =
  'Escreva o seu nome como deve aparecer nos artigos, não o seu e-mail nem parte dele.'

/** Control characters would be invisible in a byline, and the RSS feed drops them. */
function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}

export const displayNameSchema = z.object({
  name: z
    .string({ error: 'Informe um nome.' })
    // Bounds the work below; the real limit is checked after spaces are tidied.
    .max(DISPLAY_NAME_MAX * 4, `Use no máximo ${DISPLAY_NAME_MAX} caracteres.`)
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .max(DISPLAY_NAME_MAX, `Use no máximo ${DISPLAY_NAME_MAX} caracteres.`)
        .refine((value) => value === '' || value.length >= DISPLAY_NAME_MIN, {
          error: `Use pelo menos ${DISPLAY_NAME_MIN} caracteres, ou deixe em branco.`,
        })
        .refine((value) => !hasControlCharacter(value), {
          error: 'Use apenas letras, números e sinais de pontuação.',
        })
        .refine((value) => !value.includes('@'), { error: DISPLAY_NAME_IS_EMAIL_MESSAGE }),
    ),
})

export type DisplayNameInput = z.input<typeof displayNameSchema>
