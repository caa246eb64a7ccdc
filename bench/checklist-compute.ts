import { measureChecklistCompute } from './lib/checklist-compute'

/* By hand: npx tsx --conditions=react-server bench/checklist-compute.ts */
const results = await measureChecklistCompute()
console.info(JSON.stringify(results, null, 2))
