import path from 'node:path'
import type { NextConfig } from 'next'
import { distDirFrom } from './src/next-adapter/dist-dir'
import { staticHeaderRules } from './src/lib/security/headers'
import { uploadedImageBase } from './src/lib/security/image-origin'

type RemotePattern = Exclude<
  NonNullable<NonNullable<NextConfig['images']>['remotePatterns']>[number],
  URL
>

/**
 * Covers uploaded to an S3-compatible bucket are remote images for next/image; only the
 * bucket's blog-images/ prefix is allowed. Local uploads are same-origin paths, allowed as is.
 */
function uploadedImagePatterns(): RemotePattern[] {
  const base = uploadedImageBase(process.env)
  if (!base) return []
  return [
    {
      protocol: base.protocol === 'http:' ? 'http' : 'https',
      hostname: base.hostname,
      port: base.port,
      pathname: `${base.pathname.replace(/\/+$/, '')}/blog-images/**`,
    },
  ]
}

const nextConfig: NextConfig = {
  distDir: distDirFrom(process.env),
  cacheComponents: true,
  // Next keeps tag invalidations in memory while its pages live on disk; these two handlers
  // check every cached page and 'use cache' entry against the invalidations kept in the
  // database, so a restart or another process never serves a page older than a change
  // (src/next-adapter/cache-tags.mjs). Plain JavaScript: Node loads them outside the bundle.
  cacheHandler: path.resolve('src/next-adapter/route-cache-handler.mjs'),
  cacheHandlers: { default: path.resolve('src/next-adapter/use-cache-handler.mjs') },
  // Off: it embeds a second, App Shell copy of the RSC payload in every per-request page (the
  // admin), which cost the posts list ~25 % of its time (p50 ~40 -> ~31 ms at 10,000 posts) and
  // 26 KB of HTML. Public pages link with plain <a> and speculation rules, so they never used it.
  partialPrefetching: false,
  poweredByHeader: false,
  // Hashing every 124 KB cached page for an ETag cost ~27 % of its throughput (npm run bench:
  // 377 -> 517 req/s); nginx or a CDN in front can add validators without that cost.
  generateEtags: false,
  reactStrictMode: true,
  images: {
    remotePatterns: uploadedImagePatterns(),
    // No image here is wider than 1920 px (uploads are cut to MAX_OUTPUT_WIDTH, src/server/media;
    // covers are 1200), so Next's 2048 and 3840 entries were the same file under two more URLs,
    // written into every srcset twice (HTML and RSC payload).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
  },
  // Security headers as static values, so cached public pages keep them (src/lib/security).
  async headers() {
    return staticHeaderRules(process.env)
  },
  // /blog?categoria=x is the shareable tab address; each tab is its own prerendered page so the
  // listing is in the static HTML (no per-request render, image found at once by the browser).
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: '/blog',
          has: [{ type: 'query', key: 'categoria', value: '(?<categoria>[A-Za-z0-9_-]{1,100})' }],
          destination: '/blog/aba/:categoria',
        },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
  async redirects() {
    return [
      // The internal address is never the public one.
      {
        source: '/blog/aba/:categoria',
        destination: '/blog?categoria=:categoria',
        permanent: true,
      },
    ]
  },
  // Native and Node-only drivers must stay out of the server bundle.
  serverExternalPackages: ['better-sqlite3', 'pg'],
}

export default nextConfig
