import type { Metadata } from 'next'
import { NotFoundSection, notFoundMetadata } from '@/components/site/not-found-section'
import { SiteChrome } from '@/components/site/site-chrome'

export const metadata: Metadata = notFoundMetadata

// Unmatched addresses: the root not-found replaces every layout below the root, so it brings
// the site frame. A notFound() inside the public pages uses (site)/not-found.tsx instead.
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundSection />
    </SiteChrome>
  )
}
