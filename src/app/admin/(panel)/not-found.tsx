import type { Metadata } from 'next'
import { AdminNotFound, adminNotFoundMetadata } from '@/components/admin/access/admin-not-found'

export const metadata: Metadata = adminNotFoundMetadata

/** A notFound() anywhere in the panel (an unknown address included) renders inside its frame. */
export default function PanelNotFound() {
  return <AdminNotFound />
}
