import {
  createWriteStream,
  existsSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { postBody, type BodyImage } from './import-bodies'
import { AUTHORS, CATEGORIES, paragraph, pick, seeded, sentence, TAGS, title } from './import-words'
import { attachment, cdata, comments, header, item, meta, mysql, slugify } from './import-wxr'

/*
 * The WordPress export of the import bench: a ten-year blog (2015 to 2024) by eight authors in
 * 30 categories (four nested) and 60 tags, classic bodies before 2019 and mostly block-editor
 * ones after, Yoast fields on most posts, some drafts, pending and private posts, comments and
 * pages. Every post has its featured image (a 1200×800 JPEG); 32 % show one more image in the
 * body and 8 % two: the 1024 px "large" size of a photo (sometimes of the cover itself), or a
 * 1024×640 PNG screenshot, each an attachment of the file with its alt text (most of them).
 * Written as a stream, and kept with its summary in the bench's cache folder between runs.
 */

const VERSION = 1
const FIRST_YEAR = 2015
const YEARS = 10
const PAGE_TITLES = ['Sobre', 'Contato', 'Política de privacidade', 'Anuncie', 'Newsletter']

export interface ExportSummary {
  file: string
  posts: number
  bytes: number
  /** Distinct image addresses the posts use: what an import with media downloads. */
  images: number
  covers: number
  bodyImages: number
  blocks: number
  statuses: Record<string, number>
  comments: number
  pages: number
}

/** Writes the export of `posts` posts whose images live under `origin`; returns its summary. */
async function write(file: string, posts: number, origin: string): Promise<ExportSummary> {
  const out = createWriteStream(file)
  const put = async (text: string) => {
    if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
  }
  const summary: ExportSummary = {
    ...{ file, posts, bytes: 0, images: 0, covers: 0, bodyImages: 0, blocks: 0 },
    ...{ statuses: {}, comments: 0, pages: PAGE_TITLES.length },
  }
  await put(header(origin))
  for (const [i, pageTitle] of PAGE_TITLES.entries()) {
    const slug = slugify(pageTitle)
    const date = new Date(Date.UTC(FIRST_YEAR, 0, 1 + i))
    await put(
      item({
        ...{ id: 10 + i, title: pageTitle, link: `${origin}/${slug}/`, date, creator: 'equipe' },
        ...{ guid: `${origin}/?page_id=${10 + i}`, content: paragraph(seeded(i)), excerpt: '' },
        ...{ slug, status: 'publish', parent: 0, type: 'page', extra: [] },
      }),
    )
  }
  const slugs = new Map<string, number>()
  const links: string[] = []
  const span = YEARS * 365.25 * 86_400_000
  for (let n = 1; n <= posts; n++) {
    const random = seeded(n)
    const id = 100 + n * 4
    const date = new Date(Date.UTC(FIRST_YEAR, 0, 1) + ((n - 0.5) / posts) * span)
    const year = date.getUTCFullYear()
    const postTitle = title(random, year)
    const base = slugify(postTitle)
    const taken = (slugs.get(base) ?? 0) + 1
    slugs.set(base, taken)
    const slug = taken === 1 ? base : `${base}-${taken}`
    const ymd = mysql(date).slice(0, 10).replaceAll('-', '/')
    const link = `${origin}/${ymd}/${slug}/`
    const roll = random()
    const status =
      roll < 0.93 ? 'publish' : roll < 0.97 ? 'draft' : roll < 0.985 ? 'pending' : 'private'
    summary.statuses[status] = (summary.statuses[status] ?? 0) + 1
    const creator = pick(random, AUTHORS)[0]
    const uploads = `${origin}/wp-content/uploads/${ymd.slice(0, 7)}`
    const cover = `${uploads}/${slug}-capa.jpg`
    const parent = { id, link, date, creator }
    const attachments = [attachment(id + 1, parent, cover, random() < 0.85 ? postTitle : null)]
    const bodyRoll = random()
    const images: BodyImage[] = []
    for (let k = 1; k <= (bodyRoll < 0.6 ? 0 : bodyRoll < 0.92 ? 1 : 2); k++) {
      const alt = random() < 0.8 ? `Ilustração ${k} de ${postTitle}` : ''
      const kind = random()
      if (k === 1 && kind < 0.1) {
        images.push({
          ...{ attachmentId: id + 1, src: `${uploads}/${slug}-capa-1024x683.jpg` },
          ...{ width: 1024, height: 683, alt: postTitle, caption: 'Imagem de capa' },
        })
        continue
      }
      const png = kind < 0.3
      const url = `${uploads}/${slug}-${png ? 'tela' : 'foto'}-${k}.${png ? 'png' : 'jpg'}`
      const size = png ? { width: 1024, height: 640 } : { width: 1024, height: 683 }
      images.push({
        ...{ attachmentId: id + 1 + k, src: png ? url : url.replace(/\.jpg$/, '-1024x683.jpg') },
        ...{ ...size, alt, caption: sentence(random) },
      })
      attachments.push(attachment(id + 1 + k, parent, url, alt || null))
    }
    const blocks = year >= 2019 && random() < 0.85
    const content = postBody({
      random,
      blocks,
      images,
      earlierLink: links.length ? pick(random, links) : null,
    })
    const categories = [
      pick(random, CATEGORIES),
      ...(random() < 0.15 ? [pick(random, CATEGORIES)] : []),
    ]
    const tags = new Set(
      Array.from({ length: 2 + Math.floor(random() * 4) }, () => pick(random, TAGS)),
    )
    const yoast =
      random() < 0.7
        ? [
            meta(
              '_yoast_wpseo_title',
              random() < 0.8 ? '%%title%% %%sep%% %%sitename%%' : `${postTitle} | Guia`,
            ),
            meta('_yoast_wpseo_metadesc', sentence(random).slice(0, 155)),
            meta('_yoast_wpseo_focuskw', slug.split('-').slice(0, 3).join(' ')),
          ]
        : []
    const thread = comments(random, id, date)
    summary.comments += thread.length
    await put(
      item({
        ...{ id, title: postTitle, link, date, creator, guid: `${origin}/?p=${id}`, content },
        ...{ excerpt: random() < 0.3 ? sentence(random) : '', slug, status, parent: 0 },
        type: 'post',
        extra: [
          `<wp:is_sticky>${n % 1000 === 0 ? 1 : 0}</wp:is_sticky>`,
          ...categories.map(
            ([s, name]) => `<category domain="category" nicename="${s}">${cdata(name)}</category>`,
          ),
          ...[...tags].map(
            (s) =>
              `<category domain="post_tag" nicename="${s}">${cdata(s.replaceAll('-', ' '))}</category>`,
          ),
          meta('_edit_last', '1'),
          meta('_thumbnail_id', String(id + 1)),
          ...yoast,
          ...thread,
        ],
      }),
    )
    for (const text of attachments) await put(text)
    if (status === 'publish') links.push(link)
    summary.covers += 1
    summary.bodyImages += images.length
    if (blocks) summary.blocks += 1
  }
  await put('</channel>\n</rss>\n')
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  )
  summary.images = summary.covers + summary.bodyImages
  return summary
}

/** The cached export for these posts and image origin, written first when missing. */
export async function benchExport(
  dir: string,
  posts: number,
  origin: string,
): Promise<ExportSummary> {
  const name = `wordpress-${posts}-v${VERSION}-${slugify(origin)}`
  const file = path.join(dir, `${name}.xml`)
  const summaryFile = path.join(dir, `${name}.json`)
  if (existsSync(file) && existsSync(summaryFile))
    return JSON.parse(readFileSync(summaryFile, 'utf8')) as ExportSummary
  const partial = `${file}.partial`
  const summary = await write(partial, posts, origin)
  renameSync(partial, file)
  const done = { ...summary, file, bytes: statSync(file).size }
  writeFileSync(summaryFile, JSON.stringify(done, null, 2))
  return done
}
