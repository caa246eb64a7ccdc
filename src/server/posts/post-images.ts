import 'server-only'
import { uploadedImageBase } from '@/lib/security/image-origin'
import {
  bodyImageElsewhereMessage,
  bodyImageSources,
  coverImageElsewhereMessage,
  isSiteImage,
} from '@/lib/validations/post-images'
import { INVALID_INPUT_MESSAGE } from '../auth/action'
import { ActionError } from '../auth/errors'

/**
 * Refuses a cover or a body image this site does not store: next/image and the CSP would block
 * it, so the reader would see a broken image. The bucket comes from process.env, as it does
 * for next.config.ts's image hosts and the CSP's img-src, so the three always agree.
 */
export function assertSiteImages(coverImage: string | null, sanitizedContent: string): void {
  const bucketBase = uploadedImageBase(process.env)
  const fieldErrors: Record<string, string[]> = {}
  if (coverImage && !isSiteImage(coverImage, bucketBase)) {
    fieldErrors.coverImage = [coverImageElsewhereMessage(coverImage)]
  }
  const foreign = bodyImageSources(sanitizedContent).find((src) => !isSiteImage(src, bucketBase))
  if (foreign) fieldErrors.content = [bodyImageElsewhereMessage(foreign)]
  if (Object.keys(fieldErrors).length > 0) throw new ActionError(INVALID_INPUT_MESSAGE, fieldErrors)
}
