import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { adminNotFoundMetadata } from '@/components/admin/access/admin-not-found'

export const metadata: Metadata = adminNotFoundMetadata

/**
 * Any /admin address no other route matches. Without this route the root 404 (the public
 * site's, prerendered with no nonce) answered under the admin's nonce policy and never hydrated;
 * here the 404 is rendered per request inside the panel, after its access check.
 */
export default function UnknownAdminAddress(): never {
  notFound()
}
