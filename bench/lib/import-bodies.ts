import { HEADINGS, LIST_ITEMS, paragraph, pick, type Random } from './import-words'

/*
 * Post bodies as WordPress stores them: classic posts (the TinyMCE era: bare paragraphs
 * separated by blank lines, `[caption]` around inserted images, a video address alone on its
 * line, a plugin's shortcode) and block-editor posts (Gutenberg's comments around each block,
 * `wp:image` figures). Both carry a heading, a list and a link to an earlier post.
 */

export interface BodyImage {
  attachmentId: number
  /** The address the body shows (WordPress inserts the "large" size, e.g. -1024x683). */
  src: string
  width: number
  height: number
  alt: string
  caption: string
}

export interface BodySpec {
  random: Random
  blocks: boolean
  images: BodyImage[]
  /** The permalink of an earlier post of the same blog, when there is one. */
  earlierLink: string | null
}

const YOUTUBE_IDS = ['dQw4w9WgXcQ', 'M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ScMzIvxBSi4', 'jNQXAC9IVRw']

function inline(random: Random, text: string, link: string | null): string {
  const cut = text.indexOf('. ') + 1
  if (link && random() < 0.5 && cut > 0)
    return `${text.slice(0, cut)} Veja também <a href="${link}">o nosso guia anterior</a>.${text.slice(cut)}`
  return random() < 0.4 && cut > 0
    ? `<strong>${text.slice(0, cut)}</strong>${text.slice(cut)}`
    : text
}

function listItems(random: Random): string[] {
  const count = 3 + Math.floor(random() * 3)
  return Array.from({ length: count }, () => pick(random, LIST_ITEMS))
}

function classic(spec: BodySpec, paragraphs: string[]): string {
  const { random, images } = spec
  // Older posts sometimes carry their own <h1>, which the importer turns into <h2>.
  const level = random() < 0.05 ? 'h1' : 'h2'
  const parts = paragraphs.map((text, i) =>
    i === 1 ? inline(random, text, spec.earlierLink) : text,
  )
  parts.splice(2, 0, `<${level}>${pick(random, HEADINGS)}</${level}>`)
  parts.splice(
    4,
    0,
    `<ul>\n${listItems(random)
      .map((item) => `\t<li>${item}</li>`)
      .join('\n')}\n</ul>`,
  )
  images.forEach((image, i) => {
    const img = `<img class="size-large wp-image-${image.attachmentId}" src="${image.src}" alt="${image.alt}" width="${image.width}" height="${image.height}" />`
    parts.splice(
      3 + i * 3,
      0,
      `[caption id="attachment_${image.attachmentId}" align="aligncenter" width="${image.width}"]${img} ${image.caption}[/caption]`,
    )
  })
  const extra = random()
  if (extra < 0.05) parts.push(`https://www.youtube.com/watch?v=${pick(random, YOUTUBE_IDS)}`)
  else if (extra < 0.07)
    parts.push(`[embed]https://vimeo.com/${76979871 + Math.floor(random() * 1000)}[/embed]`)
  else if (extra < 0.1) parts.push('[contact-form-7 id="42" title="Fale conosco"]')
  return parts.join('\n\n')
}

const block = (name: string, attributes: string, html: string) =>
  `<!-- wp:${name}${attributes ? ` ${attributes}` : ''} -->\n${html}\n<!-- /wp:${name} -->`

function gutenberg(spec: BodySpec, paragraphs: string[]): string {
  const { random, images } = spec
  const parts = paragraphs.map((text, i) =>
    block('paragraph', '', `<p>${i === 1 ? inline(random, text, spec.earlierLink) : text}</p>`),
  )
  parts.splice(
    2,
    0,
    block('heading', '', `<h2 class="wp-block-heading">${pick(random, HEADINGS)}</h2>`),
  )
  const items = listItems(random)
    .map((item) => block('list-item', '', `<li>${item}</li>`))
    .join('\n\n')
  parts.splice(4, 0, block('list', '', `<ul class="wp-block-list">${items}</ul>`))
  images.forEach((image, i) => {
    const figure =
      `<figure class="wp-block-image size-large"><img src="${image.src}" alt="${image.alt}" class="wp-image-${image.attachmentId}"/>` +
      `<figcaption class="wp-element-caption">${image.caption}</figcaption></figure>`
    parts.splice(
      3 + i * 3,
      0,
      block(
        'image',
        `{"id":${image.attachmentId},"sizeSlug":"large","linkDestination":"none"}`,
        figure,
      ),
    )
  })
  if (random() < 0.05) {
    const url = `https://www.youtube.com/watch?v=${pick(random, YOUTUBE_IDS)}`
    parts.push(
      block(
        'embed',
        `{"url":"${url}","type":"video","providerNameSlug":"youtube"}`,
        `<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\n${url}\n</div></figure>`,
      ),
    )
  }
  return parts.join('\n\n')
}

/** A body of 5 to 8 paragraphs (about 500 to 800 words) with its images. */
export function postBody(spec: BodySpec): string {
  const count = 5 + Math.floor(spec.random() * 4)
  const paragraphs = Array.from({ length: count }, () => paragraph(spec.random))
  return spec.blocks ? gutenberg(spec, paragraphs) : classic(spec, paragraphs)
}
