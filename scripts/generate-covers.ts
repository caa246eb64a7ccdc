// Renders the launch articles' covers into public/blog/covers/*.webp (committed; run again
// after changing a title): npm run covers:generate
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { SEED_CATEGORIES } from '@/server/seed/categories'
import { SEED_ARTICLES, coverPath } from '@/server/seed/articles'
import { coverSvg } from '@/lib/cover-svg'

const outDir = path.join(process.cwd(), 'public')
mkdirSync(path.join(outDir, 'blog', 'covers'), { recursive: true })
for (const article of SEED_ARTICLES) {
  const category = SEED_CATEGORIES.find((c) => c.slug === article.categorySlug)?.name ?? ''
  const file = path.join(outDir, coverPath(article.slug))
  const info = await sharp(Buffer.from(coverSvg({ title: article.title, category })))
    .webp({ quality: 82 })
    .toFile(file)
  console.info(`${file}: ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`)
}
