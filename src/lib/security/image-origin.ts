/** process.env or a subset: the S3_* settings decide where uploaded images are served from. */
export type ImageStorageEnv = Readonly<Record<string, string | undefined>>

/**
 * The public base URL of uploaded images when they live in a bucket (null for local disk,
 * whose /uploads paths are same-origin). Shared by next/image's remote patterns and the CSP's
 * img-src, so both always name the same host.
 */
export function uploadedImageBase(env: ImageStorageEnv): URL | null {
  const { S3_BUCKET, S3_PUBLIC_URL, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE } = env
  if (!S3_BUCKET) return null
  const endpoint = new URL(S3_ENDPOINT || `https://s3.${S3_REGION || 'us-east-1'}.amazonaws.com`)
  const pathStyle = S3_FORCE_PATH_STYLE === 'true' || S3_FORCE_PATH_STYLE === '1'
  return new URL(
    S3_PUBLIC_URL ||
      (pathStyle
        ? `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${S3_BUCKET}`
        : `${endpoint.protocol}//${S3_BUCKET}.${endpoint.host}${endpoint.pathname}`),
  )
}

/** The origin to allow in img-src, or none. */
export function uploadedImageOrigins(env: ImageStorageEnv): string[] {
  const base = uploadedImageBase(env)
  return base ? [base.origin] : []
}
