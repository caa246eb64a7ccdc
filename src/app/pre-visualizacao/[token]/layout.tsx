import type { ReactNode } from 'react'
import { PreviewFrame } from '@/components/blog/preview/preview-frame'

/**
 * A share link's page. src/proxy.ts checked the token first (a dead one never gets here: it
 * is answered there with its pt-BR page and a real 410 or 404); the page reads it again, on
 * every request.
 */
export default function SharedPreviewLayout({ children }: { children: ReactNode }) {
  return <PreviewFrame>{children}</PreviewFrame>
}
