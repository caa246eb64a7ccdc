import { z } from 'zod'

export const ROLE_CHOICES = ['admin', 'editor', 'none'] as const

export const ROLE_LABELS: Record<(typeof ROLE_CHOICES)[number], string> = {
  admin: 'Administrador',
  editor: 'Editor',
  none: 'Sem acesso',
}

export const LAST_ADMIN_MESSAGE = 'Não é possível remover o último administrador.'
export const UNVERIFIED_MESSAGE =
  'Esta conta ainda não confirmou o email (verificação pendente). Dê acesso depois que a pessoa abrir o link de confirmação.'

export const setUserRoleSchema = z.object({
  userId: z.string().min(1, 'Usuário inválido.').max(100),
  role: z.enum(ROLE_CHOICES, { error: 'Escolha um papel válido.' }),
})

export const resendVerificationSchema = z.object({
  userId: z.string().min(1, 'Usuário inválido.').max(100),
})

export const setTwoFactorPolicySchema = z.object({ required: z.boolean() })

export type SetUserRoleInput = z.infer<typeof setUserRoleSchema>
