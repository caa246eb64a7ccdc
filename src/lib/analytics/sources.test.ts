import { describe, expect, it } from 'vitest'
import { parseCampaign, referrerHost, sourceOf, UTM_MAX_LENGTH, type Campaign } from './sources'

const SITE = 'midiaplan.com.br'
const none = parseCampaign('')

function source(referrer: string | null, search = '') {
  return sourceOf({
    campaign: parseCampaign(search),
    referrerHost: referrerHost(referrer),
    siteHost: SITE,
  })
}

describe('parseCampaign', () => {
  it('reads the five UTMs, trimmed, and nothing else', () => {
    expect(
      parseCampaign(
        '?utm_source=LinkedIn&utm_medium=social&utm_campaign=%20lancamento%20&utm_term=midia&utm_content=v2&x=1',
      ),
    ).toEqual({
      utm_source: 'LinkedIn',
      utm_medium: 'social',
      utm_campaign: 'lancamento',
      utm_term: 'midia',
      utm_content: 'v2',
      paidClick: null,
    })
    expect(none).toEqual({
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      paidClick: null,
    })
  })

  it('names the ad network from its click id', () => {
    expect(parseCampaign('gclid=abc').paidClick).toBe('Google Ads')
    expect(parseCampaign('wbraid=abc').paidClick).toBe('Google Ads')
    expect(parseCampaign('fbclid=abc').paidClick).toBe('Meta Ads')
    expect(parseCampaign('msclkid=abc').paidClick).toBe('Microsoft Ads')
    expect(parseCampaign('gclid=').paidClick).toBeNull()
  })

  it('cuts a value to a campaign name, not a payload', () => {
    expect(parseCampaign(`utm_campaign=${'a'.repeat(500)}`).utm_campaign).toHaveLength(
      UTM_MAX_LENGTH,
    )
  })
})

describe('referrerHost', () => {
  it('keeps the host without www, and nothing for no or bad referrers', () => {
    expect(referrerHost('https://www.Google.com.br/search?q=x')).toBe('google.com.br')
    expect(referrerHost('')).toBeNull()
    expect(referrerHost('android-app://com.google.android.gm/')).toBeNull()
    expect(referrerHost('não é url')).toBeNull()
  })
})

describe('sourceOf', () => {
  it('groups referrers the way a marketer reads them', () => {
    const cases: [string, string][] = [
      ['https://www.google.com.br/', 'Google'],
      ['https://www.google.com/', 'Google'],
      ['https://www.bing.com/search?q=x', 'Bing'],
      ['https://www.linkedin.com/feed/', 'LinkedIn'],
      ['https://lnkd.in/abc', 'LinkedIn'],
      ['https://l.instagram.com/', 'Instagram'],
      ['https://l.facebook.com/l.php', 'Facebook'],
      ['https://m.facebook.com/', 'Facebook'],
      ['https://web.whatsapp.com/', 'WhatsApp'],
      ['https://wa.me/5511', 'WhatsApp'],
      ['https://t.co/xyz', 'X'],
      ['https://x.com/post', 'X'],
      ['https://mail.google.com/mail/u/0/', 'E-mail'],
      ['https://outlook.live.com/mail/', 'E-mail'],
      ['https://blog.exemplo.com.br/artigo', 'blog.exemplo.com.br'],
    ]
    for (const [referrer, expected] of cases) expect(source(referrer), referrer).toBe(expected)
  })

  it('counts no referrer and this site itself as Direto', () => {
    expect(source(null)).toBe('Direto')
    expect(source('https://midiaplan.com.br/blog')).toBe('Direto')
    expect(source('https://www.midiaplan.com.br/blog')).toBe('Direto')
  })

  it('puts a paid click first, then an e-mail medium, then utm_source, then the referrer', () => {
    expect(source('https://www.google.com/', '?gclid=1&utm_source=newsletter')).toBe('Google Ads')
    expect(source(null, '?fbclid=1')).toBe('Meta Ads')
    expect(source('https://www.google.com/', '?utm_source=rd&utm_medium=email')).toBe('E-mail')
    expect(source('https://www.google.com/', '?utm_source=linkedin')).toBe('LinkedIn')
    expect(source(null, '?utm_source=Parceiro-XYZ')).toBe('parceiro-xyz')
  })

  it('takes a campaign object as parsed', () => {
    const campaign: Campaign = { ...none, utm_source: 'newsletter' }
    expect(sourceOf({ campaign, referrerHost: null, siteHost: SITE })).toBe('E-mail')
  })
})
