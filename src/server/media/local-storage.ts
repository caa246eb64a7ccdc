import 'server-only'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { MediaStorage } from './media-storage'

/** Public path of a locally stored image; served by src/app/api/uploads/blog-images/[name]. */
export function localPublicUrl(key: string): string {
  return `/api/uploads/${key}`
}

/** Files under `root/<key>`; written to a temp name first so a reader never sees half a file. */
export function createLocalStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    const target = path.resolve(root, key)
    if (!target.startsWith(path.resolve(root) + path.sep)) {
      throw new Error(`Chave de armazenamento inválida: ${key}`)
    }
    return target
  }
  return {
    driver: 'local',
    async put(key, body) {
      const target = resolve(key)
      await mkdir(path.dirname(target), { recursive: true })
      const temp = `${target}.${process.pid}.tmp`
      try {
        await writeFile(temp, body, { flag: 'wx' })
        await rename(temp, target)
      } catch (error) {
        await rm(temp, { force: true })
        throw error
      }
      return localPublicUrl(key)
    },
    async get(key) {
      return readFile(resolve(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null
        throw error
      })
    },
    async delete(key) {
      await rm(resolve(key), { force: true })
    },
  }
}
