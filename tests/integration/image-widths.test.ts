import { readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import nextConfig from '../../next.config'
import { MAX_OUTPUT_WIDTH } from '../../src/server/media/image'

const root = path.resolve(import.meta.dirname, '../..')

function imagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:webp|png|jpe?g|avif)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe("next/image's srcset widths", () => {
  const widths = nextConfig.images?.deviceSizes ?? []
  const widest = Math.max(...widths)

  it('stop at the widest image the site can have, so no two entries are the same file', () => {
    // An upload wider than the last width would be served scaled down on a large screen.
    expect(widest).toBe(MAX_OUTPUT_WIDTH)
    expect(widths).toEqual([...widths].sort((a, b) => a - b))
  })

  it('cover every image shipped in public/', async () => {
    const files = imagesUnder(path.join(root, 'public'))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const { width = 0 } = await sharp(file).metadata()
      expect(width, file).toBeLessThanOrEqual(widest)
    }
  })
})
