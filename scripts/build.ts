// `npm run build`: the same build `npm start` makes when the sources changed.
import { createRequire } from 'node:module'
import { productionBuild } from '@/next-adapter/production-build'

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
await productionBuild(nextBin, process.env)
