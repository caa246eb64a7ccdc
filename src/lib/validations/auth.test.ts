import { describe, expect, it } from 'vitest'
import { passwordSchema, signInSchema, signUpSchema } from './auth'

function firstMessage(password: string): string | undefined {
  return passwordSchema.safeParse(password).error?.issues[0]?.message
}

describe('passwordSchema (spec section 5, printable characters per NIST SP 800-63B)', () => {
  it('accepts 12+ characters with lower, upper, digit and a symbol', () => {
    for (const ok of ['Senha@Forte2026', 'Aa1@Aa1@Aa1@', 'XyZ9$abcdefgh']) {
      expect(passwordSchema.safeParse(ok).success).toBe(true)
    }
  })

  it('accepts any printable character: spaces, accents and any symbol', () => {
    for (const ok of [
      'Minha senha tem 4 espaços!',
      'Ação#Forte2026',
      'Com#Outro^123',
      'Chave~[2026]{x}',
      'Pão de Queijo 2026 ☕',
      'Senha-Com-Hífen-2026',
      'aspas "duplas" e \'simples\' 9X',
    ]) {
      expect(passwordSchema.safeParse(ok).success, ok).toBe(true)
    }
  })

  it('still requires each of the four classes, naming the one missing', () => {
    expect(firstMessage('Aa1@Aa1@Aa1')).toBe('A senha deve ter pelo menos 12 caracteres.')
    expect(firstMessage('aa1@aa1@aa1@')).toBe('A senha precisa de pelo menos uma letra maiúscula.')
    expect(firstMessage('AA1@AA1@AA1@')).toBe('A senha precisa de pelo menos uma letra minúscula.')
    expect(firstMessage('Aaa@Aaa@Aaa@')).toBe('A senha precisa de pelo menos um número.')
    // A space is allowed but is not the symbol the rule asks for.
    expect(firstMessage('Aa11 Aa11 Aa11')).toBe(
      'A senha precisa de pelo menos um símbolo, como @ # ! % ou -.',
    )
  })

  it('refuses control characters (line breaks, tabs), which cannot be typed back', () => {
    for (const bad of ['Senha@Forte\n2026', 'Senha@Forte\t2026', 'Senha@Forte\u00002026']) {
      expect(firstMessage(bad)).toBe(
        'A senha não pode ter quebras de linha, tabulações ou outros caracteres de controle.',
      )
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
