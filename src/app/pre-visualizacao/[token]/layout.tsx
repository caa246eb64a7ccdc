import type { ReactNode } from 'react'
import { PreviewFrame } from '@/components/blog/preview/preview-frame'
import { GoneReasonProvider } from '@/components/blog/preview/preview-link-gone'
import { openSharedPreview } from '@/server/previews/shared-preview'

/**
 * A share link: rendered on every request, never prerendered or stored (the token is looked up
 * each time, so a revoked link stops at once). `instant = false`: there is no static shell to
 * keep, on purpose.
 */
export const instant = false

export default async function SharedPreviewLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ token: string }>
}) {
  const shared = await openSharedPreview((await params).token)
  return (
    <PreviewFrame>
      <GoneReasonProvider reason={shared.state === 'active' ? 'unknown' : shared.state}>
        {children}
      </GoneReasonProvider>
    </PreviewFrame>
  )
}
