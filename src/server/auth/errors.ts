export type AuthErrorCode = 'unauthenticated' | 'forbidden' | 'two_factor_required'

export const AUTH_MESSAGES: Record<AuthErrorCode, string> = {
  unauthenticated: 'Você precisa estar logado',
  forbidden: 'Você não tem permissão para acessar esta página.',
  two_factor_required:
    'Ative a verificação em duas etapas na sua conta para continuar usando o painel.',
}

/** Thrown by requireUser/requireRole; the action wrapper and route handlers turn it into 401/403. */
export class AuthError extends Error {
  override name = 'AuthError'
  readonly status: 401 | 403

  constructor(readonly code: AuthErrorCode) {
    super(AUTH_MESSAGES[code])
    this.status = code === 'unauthenticated' ? 401 : 403
  }
}

/** A failure the user can act on, with an optional message per field. */
export class ActionError extends Error {
  override name = 'ActionError'

  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message)
  }
}
