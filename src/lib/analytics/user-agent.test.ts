import { describe, expect, it } from 'vitest'
import { classifyUserAgent, describeUserAgent, isBotUserAgent } from './user-agent'

const CHROME_DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const SAMSUNG_PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36'
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:144.0) Gecko/20100101 Firefox/144.0'

describe('isBotUserAgent', () => {
  it('filters crawlers, tools, headless browsers and a missing User-Agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'curl/8.5.0',
      'python-requests/2.32',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux x86_64) Chrome-Lighthouse',
      '',
      null,
    ])
      expect(isBotUserAgent(agent), String(agent)).toBe(true)
  })

  it('counts real browsers', () => {
    for (const agent of [
      CHROME_DESKTOP,
      IPHONE_SAFARI,
      ANDROID_TABLET,
      SAMSUNG_PHONE,
      EDGE,
      FIREFOX,
    ])
      expect(isBotUserAgent(agent), agent).toBe(false)
  })
})

describe('classifyUserAgent', () => {
  it('keeps only the device class and the browser family', () => {
    expect(classifyUserAgent(CHROME_DESKTOP)).toEqual({ device: 'Computador', browser: 'Chrome' })
    expect(classifyUserAgent(IPHONE_SAFARI)).toEqual({ device: 'Celular', browser: 'Safari' })
    expect(classifyUserAgent(ANDROID_TABLET)).toEqual({ device: 'Tablet', browser: 'Chrome' })
    expect(classifyUserAgent(SAMSUNG_PHONE)).toEqual({
      device: 'Celular',
      browser: 'Samsung Internet',
    })
    expect(classifyUserAgent(EDGE)).toEqual({ device: 'Computador', browser: 'Edge' })
    expect(classifyUserAgent(FIREFOX)).toEqual({ device: 'Computador', browser: 'Firefox' })
    expect(classifyUserAgent('Mozilla/5.0 algo estranho')).toEqual({
      device: 'Computador',
      browser: 'Outro',
    })
  })
})

describe('describeUserAgent', () => {
  it('gives the bot check and the class together, the same answer each time', () => {
    expect(describeUserAgent(CHROME_DESKTOP)).toEqual({
      bot: false,
      device: 'Computador',
      browser: 'Chrome',
    })
    expect(describeUserAgent(CHROME_DESKTOP)).toBe(describeUserAgent(CHROME_DESKTOP))
    expect(describeUserAgent('curl/8.5.0').bot).toBe(true)
    expect(describeUserAgent(null).bot).toBe(true)
    expect(describeUserAgent(IPHONE_SAFARI)).toMatchObject({ bot: false, device: 'Celular' })
  })
})
