// TEMPORARY stub of the uploads helper's module (same signature); replaced by the real file
// when `main` is merged. It only refuses, so nothing here pretends to upload.
import { toast } from 'sonner'

export type UploadKind = 'editor' | 'cover'
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** Checks size and type with the spec's toasts, POSTs to /api/uploads, toasts the outcome, returns the public URL (e.g. /api/uploads/blog-images/<hex>.webp) or null. */
export async function uploadImage(file: File, kind: UploadKind): Promise<string | null> {
  void file
  void kind
  toast.error('Erro ao enviar imagem', { description: 'Tente novamente' })
  return null
}
