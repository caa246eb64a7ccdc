import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and Node-only drivers must stay out of the server bundle.
  serverExternalPackages: ['better-sqlite3', 'pg'],
}

export default nextConfig
