import { describe, expect, it } from 'vitest'
import {
  bylineAuthor,
  chosenDisplayName,
  emailLocalPart,
  looksLikeEmail,
  postAuthorName,
  TEAM_AUTHOR,
} from './author-name'

describe('chosenDisplayName', () => {
  const email = 'ana.souza@empresa.com.br'

  it('is null while the name is what sign-up put there (the part before "@") or empty', () => {
    expect(chosenDisplayName({ name: 'ana.souza', email })).toBeNull()
    expect(chosenDisplayName({ name: '  ana.souza ', email })).toBeNull()
    expect(chosenDisplayName({ name: '', email })).toBeNull()
    expect(chosenDisplayName({ name: null, email })).toBeNull()
  })

  it('is null for anything with an "@", the address itself or another one', () => {
    expect(chosenDisplayName({ name: email, email })).toBeNull()
    expect(chosenDisplayName({ name: 'outra@empresa.com.br', email })).toBeNull()
  })

  it('is the name a person set', () => {
    expect(chosenDisplayName({ name: ' Ana Souza ', email })).toBe('Ana Souza')
    // Another spelling of the local part is a choice, not sign-up's default.
    expect(chosenDisplayName({ name: 'Ana.Souza', email })).toBe('Ana.Souza')
  })
})

describe('looksLikeEmail and emailLocalPart', () => {
  it('take the part before the last "@"', () => {
    expect(emailLocalPart('a@b@c.com')).toBe('a@b')
    expect(emailLocalPart('sem-arroba')).toBe('sem-arroba')
    expect(looksLikeEmail('bia', 'bia@x.com')).toBe(true)
    expect(looksLikeEmail('Bia', 'bia@x.com')).toBe(false)
  })
})

describe('the byline', () => {
  it("is the stored writer's name, or the team when there is none or it has an e-mail", () => {
    expect(postAuthorName('Juliana Prado')).toBe('Juliana Prado')
    expect(bylineAuthor('Juliana Prado')).toBe('Juliana Prado')
    for (const stored of [null, undefined, '', '   ', 'ana@empresa.com.br']) {
      expect(postAuthorName(stored)).toBeNull()
      expect(bylineAuthor(stored)).toBe(TEAM_AUTHOR)
    }
    expect(TEAM_AUTHOR).toBe('Equipe MídiaPlan')
  })
})
