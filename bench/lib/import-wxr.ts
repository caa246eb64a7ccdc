import { AUTHORS, CATEGORIES, sentence, TAGS } from './import-words'

/*
 * The markup of a WordPress export (WXR 1.2) as WordPress's export_wp() writes it: the channel
 * with its authors, categories and tags, and one <item> per post, page or attachment.
 */

export const cdata = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
const pad = (n: number) => String(n).padStart(2, '0')
export const mysql = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`
export const tagName = (slug: string) => slug.replaceAll('-', ' ')

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export function header(origin: string): string {
  const parents: Record<string, string> = {
    'google-ads': 'midia-paga',
    'meta-ads': 'midia-paga',
    tiktok: 'midia-paga',
    linkedin: 'midia-paga',
  }
  const authors = AUTHORS.map(
    ([login, name], i) =>
      `\t<wp:author><wp:author_id>${i + 1}</wp:author_id><wp:author_login>${cdata(login)}</wp:author_login><wp:author_email>${cdata(`${login}@blog-antigo.com.br`)}</wp:author_email><wp:author_display_name>${cdata(name)}</wp:author_display_name><wp:author_first_name>${cdata(name.split(' ')[0] ?? '')}</wp:author_first_name><wp:author_last_name>${cdata(name.split(' ').slice(1).join(' '))}</wp:author_last_name></wp:author>`,
  )
  const categories = CATEGORIES.map(
    ([slug, name], i) =>
      `\t<wp:category><wp:term_id>${i + 2}</wp:term_id><wp:category_nicename>${cdata(slug)}</wp:category_nicename><wp:category_parent>${cdata(parents[slug] ?? '')}</wp:category_parent><wp:cat_name>${cdata(name)}</wp:cat_name></wp:category>`,
  )
  const tags = TAGS.map(
    (slug, i) =>
      `\t<wp:tag><wp:term_id>${i + 100}</wp:term_id><wp:tag_slug>${cdata(slug)}</wp:tag_slug><wp:tag_name>${cdata(tagName(slug))}</wp:tag_name></wp:tag>`,
  )
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
\t<title>Blog Antigo de Marketing</title>
\t<link>${origin}</link>
\t<description>Marketing digital na prática</description>
\t<language>pt-BR</language>
\t<wp:wxr_version>1.2</wp:wxr_version>
\t<wp:base_site_url>${origin}</wp:base_site_url>
\t<wp:base_blog_url>${origin}</wp:base_blog_url>
${[...authors, ...categories, ...tags].join('\n')}
\t<generator>https://wordpress.org/?v=6.4.2</generator>
`
}

export interface ItemFields {
  id: number
  title: string
  link: string
  date: Date
  creator: string
  guid: string
  content: string
  excerpt: string
  slug: string
  status: string
  parent: number
  type: string
  extra: string[]
}

export function item(f: ItemFields): string {
  const when = mysql(f.date)
  const gmt = f.status === 'draft' || f.status === 'pending' ? '0000-00-00 00:00:00' : when
  return [
    '\t<item>',
    `\t\t<title>${cdata(f.title)}</title>`,
    `\t\t<link>${f.link}</link>`,
    `\t\t<pubDate>${f.date.toUTCString().replace('GMT', '+0000')}</pubDate>`,
    `\t\t<dc:creator>${cdata(f.creator)}</dc:creator>`,
    `\t\t<guid isPermaLink="false">${f.guid}</guid>`,
    '\t\t<description></description>',
    `\t\t<content:encoded>${cdata(f.content)}</content:encoded>`,
    `\t\t<excerpt:encoded>${cdata(f.excerpt)}</excerpt:encoded>`,
    `\t\t<wp:post_id>${f.id}</wp:post_id>`,
    `\t\t<wp:post_date>${cdata(when)}</wp:post_date>`,
    `\t\t<wp:post_date_gmt>${cdata(gmt)}</wp:post_date_gmt>`,
    `\t\t<wp:post_modified>${cdata(when)}</wp:post_modified>`,
    `\t\t<wp:post_modified_gmt>${cdata(when)}</wp:post_modified_gmt>`,
    `\t\t<wp:comment_status>${cdata('open')}</wp:comment_status>`,
    `\t\t<wp:ping_status>${cdata('open')}</wp:ping_status>`,
    `\t\t<wp:post_name>${cdata(f.slug)}</wp:post_name>`,
    `\t\t<wp:status>${cdata(f.status)}</wp:status>`,
    `\t\t<wp:post_parent>${f.parent}</wp:post_parent>`,
    '\t\t<wp:menu_order>0</wp:menu_order>',
    `\t\t<wp:post_type>${cdata(f.type)}</wp:post_type>`,
    `\t\t<wp:post_password>${cdata('')}</wp:post_password>`,
    ...f.extra.map((line) => `\t\t${line}`),
    '\t</item>\n',
  ].join('\n')
}

export const meta = (key: string, value: string) =>
  `<wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(value)}</wp:meta_value></wp:postmeta>`

export function attachment(
  id: number,
  parent: { id: number; link: string; date: Date; creator: string },
  url: string,
  alt: string | null,
): string {
  const name = url.slice(url.lastIndexOf('/') + 1)
  const slug = name.replace(/\.\w+$/, '')
  return item({
    id,
    title: slug,
    link: `${parent.link}${slug}/`,
    date: parent.date,
    creator: parent.creator,
    guid: url,
    content: '',
    excerpt: '',
    slug,
    status: 'inherit',
    parent: parent.id,
    type: 'attachment',
    extra: [
      `<wp:attachment_url>${cdata(url)}</wp:attachment_url>`,
      meta('_wp_attached_file', url.slice(url.indexOf('/uploads/') + 9)),
      ...(alt ? [meta('_wp_attachment_image_alt', alt)] : []),
    ],
  })
}

export function comments(random: () => number, postId: number, date: Date): string[] {
  const count = random() < 0.15 ? 1 + Math.floor(random() * 4) : 0
  return Array.from({ length: count }, (_, n) => {
    const when = mysql(new Date(date.getTime() + (n + 1) * 3_600_000))
    return `<wp:comment><wp:comment_id>${postId * 10 + n}</wp:comment_id><wp:comment_author>${cdata('Leitor')}</wp:comment_author><wp:comment_author_email>${cdata('leitor@exemplo.com.br')}</wp:comment_author_email><wp:comment_date>${cdata(when)}</wp:comment_date><wp:comment_date_gmt>${cdata(when)}</wp:comment_date_gmt><wp:comment_content>${cdata(sentence(random))}</wp:comment_content><wp:comment_approved>${cdata('1')}</wp:comment_approved><wp:comment_type>${cdata('comment')}</wp:comment_type><wp:comment_parent>0</wp:comment_parent><wp:comment_user_id>0</wp:comment_user_id></wp:comment>`
  })
}
