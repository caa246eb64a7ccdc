import 'server-only'
import sharp from 'sharp'
import { BRAND_BACKDROP } from '@/lib/cover-svg'
import { encodeShareJpeg } from './encode'
import { SHARE_FONT_FAMILY, shareFontFile } from './fonts'
import { CATEGORY_MAX_CHARS, TITLE_MAX_CHARS, escapeMarkup, shareText } from './text'

const LEFT = 80
const TITLE_WIDTH = 840
/** Room between the category pill and the logo: five lines at the smallest size. */
const TITLE_MAX_HEIGHT = 330
const TITLE_SIZES = [56, 50, 44, 38, 32]

interface Layer {
  input: Buffer
  width: number
  height: number
}

async function textLayer(
  markup: string,
  size: number,
  options: { width?: number } = {},
): Promise<Layer> {
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${SHARE_FONT_FAMILY} ${size}`,
      fontfile: await shareFontFile(),
      rgba: true,
      dpi: 72,
      spacing: Math.round(size * 0.22),
      wrap: 'word-char',
      ...(options.width ? { width: options.width } : {}),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { input: data, width: info.width, height: info.height }
}

/** The largest size at which the whole title fits its box (long words break mid-word). */
async function titleLayer(title: string): Promise<Layer> {
  const markup = `<span foreground="#ffffff" weight="800">${escapeMarkup(title)}</span>`
  let layer: Layer | null = null
  for (const size of TITLE_SIZES) {
    layer = await textLayer(markup, size, { width: TITLE_WIDTH })
    if (layer.height <= TITLE_MAX_HEIGHT) return layer
  }
  // Only a title far past the cap could get here: it is cropped rather than overflowing.
  const last = layer as Layer
  const input = await sharp(last.input)
    .extract({ left: 0, top: 0, width: last.width, height: TITLE_MAX_HEIGHT })
    .png()
    .toBuffer()
  return { input, width: last.width, height: TITLE_MAX_HEIGHT }
}

/** The launch covers' look (src/lib/cover-svg.ts): gradient, glow, bars, logo mark. */
function background(pillWidth: number | null): string {
  const pill =
    pillWidth === null
      ? ''
      : `<rect x="${LEFT}" y="80" width="${pillWidth}" height="44" rx="22" fill="#6ee7b7" fill-opacity="0.16" stroke="#6ee7b7" stroke-opacity="0.5"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
${BRAND_BACKDROP}
  ${pill}
  <g transform="translate(${LEFT} 520)">
    <rect width="48" height="48" rx="12" fill="#4f46e5"/>
    <g fill="#ffffff"><rect x="11" y="26" width="5" height="12" rx="2"/><rect x="21" y="20" width="5" height="18" rx="2"/><rect x="31" y="12" width="5" height="26" rx="2"/></g>
  </g>
</svg>`
}

/**
 * The share image of a post without a cover: a branded 1200x630 JPEG with its category in a
 * pill, its title as large as fits, the MídiaPlan mark. Text is drawn by Pango in the site's
 * Inter, as escaped markup.
 */
export async function renderShareImage(input: {
  title: string
  category: string
}): Promise<Buffer> {
  const title = shareText(input.title, TITLE_MAX_CHARS) || 'MídiaPlan'
  const category = shareText(input.category, CATEGORY_MAX_CHARS)
  const [titleText, brand, pill] = await Promise.all([
    titleLayer(title),
    textLayer('<span foreground="#ffffff" weight="700">MídiaPlan</span>', 28),
    category
      ? textLayer(`<span foreground="#6ee7b7" weight="700">${escapeMarkup(category)}</span>`, 22)
      : null,
  ])
  const layers = [
    {
      input: titleText.input,
      left: LEFT,
      top: Math.max(150, Math.round(330 - titleText.height / 2)),
    },
    { input: brand.input, left: LEFT + 64, top: 544 - Math.round(brand.height / 2) },
  ]
  if (pill)
    layers.push({ input: pill.input, left: LEFT + 14, top: 102 - Math.round(pill.height / 2) })
  const card = sharp(Buffer.from(background(pill ? pill.width + 28 : null))).composite(layers)
  return encodeShareJpeg(card, { sharpText: true })
}
