import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env'

describe('parseEnv', () => {
  it('applies the defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.SQLITE_PATH).toMatch(/data\/app\.db$/)
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SESSION_MAX_AGE_DAYS).toBe(7)
    expect(env.MICRO_CACHE_TTL_SECONDS).toBe(5)
  })

  it('accepts 0 to turn the micro-cache off and refuses a TTL that is not 0-60 seconds', () => {
    expect(parseEnv({ MICRO_CACHE_TTL_SECONDS: '0' }).MICRO_CACHE_TTL_SECONDS).toBe(0)
    expect(() => parseEnv({ MICRO_CACHE_TTL_SECONDS: 'cinco' })).toThrow(
      /MICRO_CACHE_TTL_SECONDS: deve ser um número de segundos/,
    )
    expect(() => parseEnv({ MICRO_CACHE_TTL_SECONDS: '600' })).toThrow(/máximo 60 segundos/)
  })

  it('derives the site URL from the port and strips a trailing slash', () => {
    expect(parseEnv({ PORT: '4000' }).SITE_URL).toBe('http://localhost:4000')
    expect(parseEnv({ SITE_URL: 'https://www.exemplo.com.br/' }).SITE_URL).toBe(
      'https://www.exemplo.com.br',
    )
  })

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SITE_URL: '' }).DATABASE_URL).toBeUndefined()
  })

  it('names every wrong variable in pt-BR and English', () => {
    let error: unknown
    try {
      parseEnv({
        PORT: 'abc',
        SITE_URL: 'ftp://x',
        DATABASE_URL: 'mysql://x',
        BETTER_AUTH_SECRET: 'short',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message).toContain('Configuração inválida (invalid configuration)')
    expect(message).toMatch(/PORT: deve ser um número \(must be a number\)/)
    expect(message).toMatch(/SITE_URL: .*http\(s\)/)
    expect(message).toMatch(/DATABASE_URL: deve começar com postgres:\/\//)
    expect(message).toMatch(/BETTER_AUTH_SECRET: deve ter pelo menos 32 caracteres/)
  })

  it('checks the admin password against the password policy and requires both admin variables', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@exemplo.com.br', ADMIN_PASSWORD: 'fraca' })).toThrow(
      /ADMIN_PASSWORD/,
    )
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@exemplo.com.br' })).toThrow(
      /ADMIN_EMAIL\/ADMIN_PASSWORD/,
    )
    expect(
      parseEnv({ ADMIN_EMAIL: 'A@Exemplo.com.br', ADMIN_PASSWORD: 'Senha@Forte2026' }).ADMIN_EMAIL,
    ).toBe('a@exemplo.com.br')
  })
})
