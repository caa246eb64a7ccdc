import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { shareFontFile } from './fonts'
import { renderShareImage } from './render'
import { escapeMarkup, shareText } from './text'

describe('share image text', () => {
  it('drops emoji and control characters, keeps accents and typographic signs', () => {
    expect(shareText('Mídia 🚀 paga 👩🏽‍💻 em\u0000 2026™ ©', 140)).toBe('Mídia paga em 2026™ ©')
    expect(shareText('  Ação\n\tcampanha  ', 140)).toBe('Ação campanha')
  })

  it('cuts a long title at a word, with an ellipsis', () => {
    const cut = shareText('planejamento '.repeat(20), 60)
    expect([...cut].length).toBeLessThanOrEqual(60)
    expect(cut).toMatch(/planejamento…$/)
    expect(shareText('a'.repeat(200), 50)).toBe(`${'a'.repeat(49)}…`)
  })

  it('escapes everything Pango markup could read as a tag or an entity', () => {
    const escaped = escapeMarkup(`<span foreground="red">&amp; 'x'</span>`)
    expect(escaped).not.toMatch(/[<>"']|&(?!#\d+;)/)
  })
})

describe('renderShareImage', () => {
  it('renders long words, accents, emoji and HTML-like text into a 1200x630 JPEG', async () => {
    const image = await renderShareImage({
      title:
        'Pneumoultramicroscopicossilicovulcanoconiótico: <script>alert("x")</script> & </span><span size="90000">ÇÃO 🚀🔥 ' +
        'superlongapalavrasemespacosnenhumquenaocabeemlinhaalguma'.repeat(3),
      category: 'Martech & <b>IA</b>',
    })
    expect(await sharp(image).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    })
  })

  it('draws with the site Inter converted from the package woff2', async () => {
    const ttf = await sharp(await shareFontFile())
      .metadata()
      .catch(() => null)
    expect(ttf).toBeNull() // a font file, not an image: just proves the file exists and is read
    const fontfile = await shareFontFile()
    const width = async (font: string, withFile: boolean) =>
      (
        await sharp({
          text: { text: 'MídiaPlan planejamento', font, ...(withFile ? { fontfile } : {}) },
        }).toBuffer({ resolveWithObject: true })
      ).info.width
    // Inter is narrower than the system fallback (DejaVu Sans) at the same size.
    expect(await width('Inter 40', true)).toBeLessThan(await width('DejaVu Sans 40', false))
  })
})
