/*
 * The phone image-bytes bench, by hand: `npx tsx --conditions=react-server bench/image-bytes.ts`
 * (`npm run bench` runs the same part as `images`). Seeds a throwaway database with the launch
 * content plus one article whose five photos were uploaded before the media library (originals
 * only), builds if needed, starts the production server, and measures the article's image bytes
 * on a 390 px phone; then runs `npm run media:variants` against the running server's database
 * and storage and measures again. BENCH_DIST_DIR picks the build folder (default .next-bench;
 * .next-test reuses the e2e build).
 */
import path from 'node:path'
import { imageBytesChecks, imageBytesSection, runImageBytesPart } from './lib/image-bytes-part'

process.chdir(path.resolve(import.meta.dirname, '..'))

try {
  const part = await runImageBytesPart(process.env.BENCH_DIST_DIR ?? '.next-bench')
  console.info(imageBytesSection(part).join('\n'))
  const checks = imageBytesChecks(part)
  for (const check of checks)
    console.info(`${check.pass ? 'PASS' : 'FAIL'} ${check.figure}: ${check.value}`)
  process.exitCode = checks.every((c) => c.pass) ? 0 : 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
