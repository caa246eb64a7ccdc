import { spawn } from 'node:child_process'
import { addCompileHints } from './compile-hints'
import { distDirFrom } from './dist-dir'
import { deferFrameworkBoot } from './paint-first-boot'
import { refuseUnsupportedPaths, verifyPaintFirstPages } from './paint-first-verify'

function nextBuild(nextBin: string, mode: 'compile' | 'generate', env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) =>
    spawn(process.execPath, [nextBin, 'build', `--experimental-build-mode=${mode}`], {
      stdio: 'inherit',
      env,
    }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build (${mode}) falhou (código ${code}).`)),
    ),
  )
}

/**
 * The one production build, for `npm start` and `npm run build` alike: Next compiles, the
 * framework chunks get their V8 compile hints and the paint-first loader takes their place in
 * the manifests (src/next-adapter/paint-first-boot.ts), then Next prerenders the pages with it, and
 * the build fails if any prerendered page does not use it.
 */
export async function productionBuild(nextBin: string, env: NodeJS.ProcessEnv): Promise<void> {
  const distDir = distDirFrom(env)
  await nextBuild(nextBin, 'compile', env)
  refuseUnsupportedPaths(distDir)
  const hinted = addCompileHints(distDir)
  const { files } = deferFrameworkBoot(distDir)
  console.info(
    `Dicas de compilação do V8 em ${hinted.length} arquivo(s); ${files.length} chunk(s) do` +
      ' framework carregados depois da primeira pintura.',
  )
  await nextBuild(nextBin, 'generate', env)
  const { pages } = verifyPaintFirstPages(distDir)
  console.info(`${pages} página(s) pré-renderizada(s) conferida(s): todas usam o carregador.`)
}
