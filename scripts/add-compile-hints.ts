// `npm run build` = next build + this, so a manual build matches the one `npm start` makes.
import { addCompileHints } from './lib/compile-hints'

const changed = addCompileHints()
console.info(`Dicas de compilação do V8 em ${changed.length} arquivo(s) do framework.`)
