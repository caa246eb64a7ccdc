import { afterEach, describe, expect, it, vi } from 'vitest'
import { configuredDemoVideoId, demoEmbedUrl, parseDemoVideoId } from './demo-video-url'

const ID = 'aB3_-xYz09Q'

describe('parseDemoVideoId', () => {
  it('accepts a bare 11-character id, trimmed', () => {
    expect(parseDemoVideoId(ID)).toBe(ID)
    expect(parseDemoVideoId(`  ${ID}\n`)).toBe(ID)
  })

  it('reads the id from the addresses people copy from YouTube', () => {
    expect(parseDemoVideoId(`https://www.youtube.com/watch?v=${ID}`)).toBe(ID)
    expect(parseDemoVideoId(`https://www.youtube.com/watch?feature=share&v=${ID}&t=42`)).toBe(ID)
    expect(parseDemoVideoId(`https://youtu.be/${ID}?si=abc`)).toBe(ID)
    expect(parseDemoVideoId(`https://www.youtube-nocookie.com/embed/${ID}`)).toBe(ID)
    expect(parseDemoVideoId(`https://youtube.com/shorts/${ID}`)).toBe(ID)
  })

  it('treats a missing, empty or malformed value as not set', () => {
    expect(parseDemoVideoId(undefined)).toBeNull()
    expect(parseDemoVideoId('')).toBeNull()
    expect(parseDemoVideoId('   ')).toBeNull()
    expect(parseDemoVideoId('abc')).toBeNull()
    expect(parseDemoVideoId(`${ID}x`)).toBeNull()
    expect(parseDemoVideoId('"><script>1</script>')).toBeNull()
    expect(parseDemoVideoId(`https://evil.example/embed/${ID}`)).toBeNull()
    expect(parseDemoVideoId('https://www.youtube.com/watch?v=short')).toBeNull()
  })
})

describe('demoEmbedUrl', () => {
  it('builds the privacy-enhanced embed address that autoplays after the click', () => {
    expect(demoEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`)
  })

  it('refuses an id that could change the address', () => {
    expect(() => demoEmbedUrl('../../x?y=1')).toThrow(/invalid/)
  })
})

describe('configuredDemoVideoId', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('reads NEXT_PUBLIC_DEMO_VIDEO_ID', () => {
    vi.stubEnv('NEXT_PUBLIC_DEMO_VIDEO_ID', `https://youtu.be/${ID}`)
    expect(configuredDemoVideoId()).toBe(ID)
    vi.stubEnv('NEXT_PUBLIC_DEMO_VIDEO_ID', '')
    expect(configuredDemoVideoId()).toBeNull()
  })
})
