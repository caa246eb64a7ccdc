/** The article bench/seed-images.ts writes and bench/image-bytes.ts measures. */
export const BENCH_IMAGES_SLUG = 'imagens-responsivas-bench'
export const BENCH_IMAGES_PATH = `/blog/post/${BENCH_IMAGES_SLUG}`
