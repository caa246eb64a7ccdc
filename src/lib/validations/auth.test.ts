import { describe, expect, it } from 'vitest'
import { passwordSchema, signInSchema, signUpSchema } from './auth'

describe('passwordSchema (spec section 5)', () => {
  it('accepts 12+ characters with lower, upper, digit and one of @$!%*?&', () => {
    for (const ok of ['Senha@Forte2026', 'Aa1@Aa1@Aa1@', 'XyZ9$abcdefgh']) {
      expect(passwordSchema.safeParse(ok).success).toBe(true)
    }
  })

  it('refuses each missing class and any other character', () => {
    for (const bad of [
      'Aa1@Aa1@Aa1',
      'aa1@aa1@aa1@',
      'AA1@AA1@AA1@',
      'Aaa@Aaa@Aaa@',
      'Aa11Aa11Aa11',
      'Aa1@Aa1@Aa1# ',
      'Ação@Forte2026',
    ]) {
      expect(passwordSchema.safeParse(bad).success).toBe(false)
    }
  })
})

describe('sign-up and sign-in schemas', () => {
  it('normalizes the email and reports pt-BR messages', () => {
    expect(
      signUpSchema.parse({ email: ' Ana@Exemplo.COM.br ', password: 'Senha@Forte2026' }).email,
    ).toBe('ana@exemplo.com.br')
    const result = signInSchema.safeParse({ email: 'não-é-email', password: '' })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((issue) => issue.message)
    expect(messages).toContain('Informe um email válido.')
    expect(messages).toContain('Informe a senha.')
  })
})
