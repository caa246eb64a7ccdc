import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EmailText, emailBreakParts } from './email-text'

describe('e-mail text', () => {
  it('splits an address after "@" and "_" and before each dot, never inside a name', () => {
    expect(emailBreakParts('maria.fernanda_souza@agencia.com.br')).toEqual([
      'maria',
      '.fernanda_',
      'souza@',
      'agencia',
      '.com',
      '.br',
    ])
    expect(emailBreakParts('ana@x.io').join('')).toBe('ana@x.io')
  })

  it('offers those breaks in the markup, leaves other words alone and keeps the text', () => {
    const html = renderToStaticMarkup(
      <EmailText text="Email informado: ana.silva@empresa.com.br. Fim." />,
    )
    expect(html).toContain('ana<wbr/>.silva@<wbr/>empresa<wbr/>.com<wbr/>.br.')
    expect(html).toContain('Email informado: ')
    expect(html).toContain(' Fim.')
    expect(html).not.toContain('break-all')
    expect(html.replace(/<[^>]+>/g, '')).toBe('Email informado: ana.silva@empresa.com.br. Fim.')
  })
})
