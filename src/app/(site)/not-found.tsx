import type { Metadata } from 'next'
import { NotFoundSection, notFoundMetadata } from '@/components/site/not-found-section'

export const metadata: Metadata = notFoundMetadata

// A notFound() inside a public page (an unknown plan id) renders here, inside the (site) layout
// that already draws the header and footer; the root one would draw them a second time.
export default function SiteNotFound() {
  return <NotFoundSection />
}
