// Renders the default share image, public/og-default.svg, into public/og-default.png (committed):
// LinkedIn, Facebook, X and WhatsApp show no SVG previews. Chromium draws it with the site's own
// Inter (sharp's renderer only knows the system fonts). Run again after changing the SVG:
// npx tsx scripts/generate-share-image.ts
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import sharp from 'sharp'

const WIDTH = 1200
const HEIGHT = 630
const root = process.cwd()
const svg = readFileSync(path.join(root, 'public', 'og-default.svg'), 'utf8')
const inter = readFileSync(
  path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
).toString('base64')
const html = `<!doctype html><html><head><style>
@font-face{font-family:Inter;src:url(data:font/woff2;base64,${inter}) format("woff2");font-weight:100 900}
html,body{margin:0}svg{display:block}
</style></head><body>${svg}</body></html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
})
try {
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 1,
  })
  await page.setContent(html)
  await page.evaluate(async () => {
    await document.fonts.load('800 64px Inter')
    await document.fonts.ready
  })
  const shot = await page.screenshot({
    type: 'png',
    clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
  })
  const file = path.join(root, 'public', 'og-default.png')
  const info = await sharp(shot).removeAlpha().png({ compressionLevel: 9 }).toFile(file)
  console.info(`${file}: ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`)
} finally {
  await browser.close()
}
