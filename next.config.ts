import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // Hashing every 124 KB cached page for an ETag cost ~27 % of its throughput (npm run bench:
  // 377 -> 517 req/s); nginx or a CDN in front can add validators without that cost.
  generateEtags: false,
  reactStrictMode: true,
  // Native and Node-only drivers must stay out of the server bundle.
  serverExternalPackages: ['better-sqlite3', 'pg'],
}

export default nextConfig
