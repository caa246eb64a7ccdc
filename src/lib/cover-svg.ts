/** The brand's 1200x630 backdrop (gradient, glow, bars): launch covers and share images alike. */
export const BRAND_BACKDROP = `  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1330"/><stop offset="1" stop-color="#2a1f8f"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.15" r="0.6">
      <stop offset="0" stop-color="#5b4cf0" stop-opacity="0.55"/><stop offset="1" stop-color="#5b4cf0" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <g fill="#6ee7b7" opacity="0.18">
    <rect x="900" y="380" width="46" height="170" rx="10"/><rect x="966" y="320" width="46" height="230" rx="10"/>
    <rect x="1032" y="250" width="46" height="300" rx="10"/><rect x="1098" y="180" width="46" height="370" rx="10"/>
  </g>`

/** The branded 1200x630 cover of a launch article: brand gradient, category, title, logo mark. */
export function coverSvg(input: { title: string; category: string }): string {
  const lines = wrap(input.title, 30).slice(0, 4)
  const lineHeight = 68
  const firstY = 330 - ((lines.length - 1) * lineHeight) / 2
  const text = lines
    .map((line, i) => `<tspan x="80" y="${firstY + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
${BRAND_BACKDROP}
  <rect x="80" y="80" width="${24 + input.category.length * 15}" height="44" rx="22" fill="#6ee7b7" fill-opacity="0.16" stroke="#6ee7b7" stroke-opacity="0.5"/>
  <text x="${80 + 12 + (input.category.length * 15) / 2}" y="109" text-anchor="middle" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="22" font-weight="700" fill="#6ee7b7">${escapeXml(input.category)}</text>
  <text font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${text}</text>
  <g transform="translate(80 520)">
    <rect width="48" height="48" rx="12" fill="#4f46e5"/>
    <g fill="#ffffff"><rect x="11" y="26" width="5" height="12" rx="2"/><rect x="21" y="20" width="5" height="18" rx="2"/><rect x="31" y="12" width="5" height="26" rx="2"/></g>
    <text x="64" y="34" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="28" font-weight="700" fill="#ffffff">MídiaPlan</text>
  </g>
</svg>`
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current)
      current = word
    } else {
      current = current ? `${current} ${word}` : word
    }
  }
  if (current) lines.push(current)
  return lines
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
