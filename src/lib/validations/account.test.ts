import { describe, expect, it } from 'vitest'
import { DISPLAY_NAME_IS_EMAIL_MESSAGE, displayNameSchema } from './account'

function parse(name: unknown) {
  return displayNameSchema.safeParse({ name })
}

function message(name: unknown): string | undefined {
  const result = parse(name)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('displayNameSchema', () => {
  it('tidies spaces and accepts accents, hyphens and apostrophes', () => {
    expect(parse('  Beatriz   Tavares ').data).toEqual({ name: 'Beatriz Tavares' })
    expect(parse("João D'Ávila-Souza").data).toEqual({ name: "João D'Ávila-Souza" })
  })

  it('accepts an empty name: the posts are then signed by the team', () => {
    expect(parse('   ').data).toEqual({ name: '' })
  })

  it('refuses an e-mail, a one-letter name, control characters and long names in pt-BR', () => {
    expect(message('ana@empresa.com.br')).toBe(DISPLAY_NAME_IS_EMAIL_MESSAGE)
    expect(message('A')).toBe('Use pelo menos 2 caracteres, ou deixe em branco.')
    expect(message('Ana\u0000Souza')).toBe('Use apenas letras, números e sinais de pontuação.')
    expect(message('a'.repeat(81))).toBe('Use no máximo 80 caracteres.')
    expect(message('a'.repeat(100_000))).toBe('Use no máximo 80 caracteres.')
    expect(message(undefined)).toBe('Informe um nome.')
  })
})
