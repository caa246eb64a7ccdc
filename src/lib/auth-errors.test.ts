import { describe, expect, it } from 'vitest'
import { authErrorMessage, GENERIC_AUTH_ERROR } from './auth-errors'

describe('authErrorMessage', () => {
  it('translates Better Auth codes and keeps our pt-BR guard messages', () => {
    expect(
      authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    ).toBe('Email ou senha incorretos.')
    expect(
      authErrorMessage({
        code: 'INVALID_INPUT',
        message: 'A senha precisa de pelo menos um número.',
      }),
    ).toBe('A senha precisa de pelo menos um número.')
    expect(authErrorMessage({ status: 429, message: 'Too many requests' })).toMatch(
      /Muitas tentativas/,
    )
  })

  it('shows the wait the password-check limit gives, not the generic 429 text', () => {
    const message = 'Muitas tentativas com a senha errada. Tente de novo em 42 minutos.'
    expect(authErrorMessage({ code: 'TOO_MANY_PASSWORD_ATTEMPTS', message, status: 429 })).toBe(
      message,
    )
  })

  it('never shows English text it does not know', () => {
    expect(authErrorMessage({ code: 'SOMETHING_NEW', message: 'Something new happened' })).toBe(
      GENERIC_AUTH_ERROR,
    )
    expect(authErrorMessage(null)).toBe(GENERIC_AUTH_ERROR)
  })
})
