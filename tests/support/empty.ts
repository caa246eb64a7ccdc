// Stands in for `server-only` outside the Next.js bundler.
export {}
