import type { MetadataRoute } from 'next'
import { getEnv } from '@/server/env'

/** Static: SITE_URL is part of the build (a change rebuilds), so it is prerendered. */
export default function robots(): MetadataRoute.Robots {
  const siteUrl = getEnv().SITE_URL
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] },
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
