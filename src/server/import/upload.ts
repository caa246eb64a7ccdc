import 'server-only'
import { randomUUID } from 'node:crypto'
import { mkdir, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  EMPTY_FILE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  IMPORT_MAX_FILE_BYTES,
} from '@/lib/validations/import'
import { RouteError } from '../http/route-error'

/*
 * The export the "Importar" screen sends, streamed straight to a temporary file (a 150 MB
 * export never sits in memory) and cut off at the size cap, whether the browser declared its
 * length or not. The importer reads it from there, twice, and removes it when it is done.
 */

const UPLOADS_DIR = path.join(tmpdir(), 'midiaplan-importacoes')

export async function saveUploadedExport(
  request: Request,
  maxBytes = IMPORT_MAX_FILE_BYTES,
): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new RouteError(413, FILE_TOO_LARGE_MESSAGE)
  if (!request.body) throw new RouteError(400, EMPTY_FILE_MESSAGE)
  await mkdir(UPLOADS_DIR, { recursive: true, mode: 0o700 })
  const file = path.join(UPLOADS_DIR, `${randomUUID()}.export`)
  const out = await open(file, 'wx', 0o600)
  let total = 0
  try {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined)
        throw new RouteError(413, FILE_TOO_LARGE_MESSAGE)
      }
      await out.write(value)
    }
    await out.close()
    if (total === 0) throw new RouteError(400, EMPTY_FILE_MESSAGE)
    return file
  } catch (error) {
    await out.close().catch(() => undefined)
    await rm(file, { force: true })
    throw error
  }
}

export async function removeUpload(file: string): Promise<void> {
  await rm(file, { force: true }).catch((error: unknown) =>
    console.error('Não foi possível apagar o arquivo temporário da importação', file, error),
  )
}
