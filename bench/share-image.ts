// Share image drawing time, by hand: npx tsx --conditions=react-server bench/share-image.ts
import { measureShareImage } from './lib/share-image'

console.info(await measureShareImage())
