/** pt-BR text for Better Auth's error codes; our own guards already answer in pt-BR. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email ou senha incorretos.',
  INVALID_PASSWORD: 'Senha incorreta.',
  INVALID_EMAIL: 'Informe um email válido.',
  USER_ALREADY_EXISTS: 'Já existe uma conta com este email.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Já existe uma conta com este email.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 12 caracteres.',
  PASSWORD_TOO_LONG: 'A senha deve ter no máximo 128 caracteres.',
  SESSION_EXPIRED: 'Sua sessão expirou. Entre novamente.',
  INVALID_ORIGIN: 'Requisição recusada por segurança. Recarregue a página e tente de novo.',
  MISSING_OR_NULL_ORIGIN: 'Requisição recusada por segurança. Recarregue a página e tente de novo.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED:
    'Requisição recusada por segurança. Recarregue a página e tente de novo.',
  INVALID_CODE: 'Código inválido. Confira o código no seu aplicativo autenticador.',
  INVALID_BACKUP_CODE: 'Código de recuperação inválido ou já usado.',
  INVALID_TWO_FACTOR_COOKIE: 'A verificação expirou. Entre com email e senha novamente.',
  TOTP_ALREADY_ENABLED: 'A verificação em duas etapas já está ativa nesta conta.',
  TOTP_NOT_ENABLED: 'A verificação em duas etapas não está ativa nesta conta.',
  TWO_FACTOR_NOT_ENABLED: 'A verificação em duas etapas não está ativa nesta conta.',
  ACCOUNT_TEMPORARILY_LOCKED:
    'Muitas tentativas inválidas. Aguarde alguns minutos e tente novamente.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
    'Muitas tentativas inválidas. Entre com email e senha novamente.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
}

/** Codes of our own server guards, whose message is already pt-BR and says what to do. */
const OWN_MESSAGE_CODES = new Set(['INVALID_INPUT', 'TOO_MANY_PASSWORD_ATTEMPTS'])

export const GENERIC_AUTH_ERROR = 'Não foi possível concluir. Tente novamente.'

/** The message to show for an error returned by the auth client. */
export function authErrorMessage(
  error: { code?: string; message?: string; status?: number } | null | undefined,
): string {
  if (!error) return GENERIC_AUTH_ERROR
  if (error.code && MESSAGES[error.code]) return MESSAGES[error.code] ?? GENERIC_AUTH_ERROR
  // Our server guards (password policy, password-check limits) send their own pt-BR text.
  if (error.code && OWN_MESSAGE_CODES.has(error.code) && error.message) return error.message
  if (error.status === 429) return MESSAGES.RATE_LIMITED ?? GENERIC_AUTH_ERROR
  return GENERIC_AUTH_ERROR
}
