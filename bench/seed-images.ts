/*
 * One published article with an uploaded cover and four uploaded photos in its body, stored
 * the way uploads were before the media library (the WebP original only, no library row), for
 * the image-bytes measurement: `tsx --conditions=react-server bench/seed-images.ts`. Idempotent.
 */
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { getDatabase } from '@/server/db'
import { processUpload } from '@/server/media/image'
import { getStorage, newImageKey } from '@/server/media/storage'
import { loadConfig, runScript } from '../scripts/lib/bootstrap'
import { BENCH_IMAGES_SLUG } from './lib/image-bytes-article'

/** A photo-like 2400x1350 JPEG (smooth colour fields with grain), as a phone camera sends. */
async function photo(seed: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 240,
      height: 135,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 90 + seed * 20, sigma: 60 },
    },
  })
    .png()
    .toBuffer()
  return sharp(noise)
    .resize(2400, 1350, { kernel: 'cubic' })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer()
}

await runScript(async () => {
  loadConfig()
  const { db } = getDatabase()
  try {
    const existing = await db
      .selectFrom('blog_posts')
      .select('id')
      .where('slug', '=', BENCH_IMAGES_SLUG)
      .executeTakeFirst()
    if (existing) return
    const storage = getStorage()
    const urls: string[] = []
    for (let i = 0; i < 5; i++) {
      const image = await processUpload(await photo(i))
      urls.push(await storage.put(newImageKey(), image.body, image.contentType))
    }
    const [cover, ...body] = urls
    const paragraph =
      '<p>Planejar mídia é decidir onde cada real rende mais: canais, formatos, públicos e ' +
      'frequência, medidos contra a meta do negócio e revistos a cada ciclo de campanha.</p>'
    const content = body
      .map(
        (src, i) =>
          `<h2>Seção ${i + 1}</h2>${paragraph}<img src="${src}" alt="Gráfico ${i + 1} do planejamento" />${paragraph}`,
      )
      .join('')
    await db
      .insertInto('blog_posts')
      .values({
        id: randomUUID(),
        title: 'Imagens responsivas no blog',
        search_title: 'imagens responsivas no blog',
        slug: BENCH_IMAGES_SLUG,
        description: 'Artigo com cinco fotos enviadas, para medir os bytes de imagem no celular.',
        content,
        cover_image: cover ?? null,
        status: 'published',
        published_at: new Date(),
        reading_time: 2,
      })
      .execute()
  } finally {
    await getDatabase().destroy()
  }
})
