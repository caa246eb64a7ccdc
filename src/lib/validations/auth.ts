import { z } from 'zod'

export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128
export const PASSWORD_HINT =
  'Mínimo 12 caracteres com letras maiúsculas, minúsculas, números e símbolos'
export const PASSWORD_TOOLTIP =
  'A senha deve ter pelo menos 12 caracteres, incluindo maiúsculas, minúsculas, números e caracteres especiais'

/**
 * The spec's sign-up password rule, shared by the form, the auth server hook and the CLI: its
 * four character classes are required, but any printable character is accepted, spaces and
 * accents included (NIST SP 800-63B), so a passphrase or a password manager's output fits.
 * A "symbol" is any character that is not a letter (or accent mark), a digit or a space.
 */
export const passwordSchema = z
  .string({ error: 'Informe a senha.' })
  .min(1, 'Informe a senha.')
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`)
  .regex(/\p{Ll}/u, 'A senha precisa de pelo menos uma letra minúscula.')
  .regex(/\p{Lu}/u, 'A senha precisa de pelo menos uma letra maiúscula.')
  .regex(/\p{Nd}/u, 'A senha precisa de pelo menos um número.')
  .regex(/[^\p{L}\p{M}\p{N}\s]/u, 'A senha precisa de pelo menos um símbolo, como @ # ! % ou -.')
  // Control characters (line breaks, tabs) and broken UTF-16 cannot be typed back reliably.
  .regex(
    /^[^\p{Cc}\p{Cs}]*$/u,
    'A senha não pode ter quebras de linha, tabulações ou outros caracteres de controle.',
  )

export const emailSchema = z
  .string({ error: 'Informe o email.' })
  .trim()
  .min(1, 'Informe o email.')
  .max(254, 'Email muito longo.')
  .pipe(z.email('Informe um email válido.'))
  .transform((value) => value.toLowerCase())

export const signUpSchema = z.object({ email: emailSchema, password: passwordSchema })
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Informe a senha.').max(PASSWORD_MAX_LENGTH),
})

export type SignUpInput = z.infer<typeof signUpSchema>
