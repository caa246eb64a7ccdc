import { spawn } from 'node:child_process'
import { addCompileHints } from './compile-hints'
import { deferFrameworkBoot } from './paint-first-boot'

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
 * the manifests (scripts/lib/paint-first-boot.ts), then Next prerenders the pages with it.
 */
export async function productionBuild(nextBin: string, env: NodeJS.ProcessEnv): Promise<void> {
  await nextBuild(nextBin, 'compile', env)
  const hinted = addCompileHints()
  const { files } = deferFrameworkBoot()
  console.info(
    `Dicas de compilação do V8 em ${hinted.length} arquivo(s); ${files.length} chunk(s) do` +
      ' framework carregados depois da primeira pintura.',
  )
  await nextBuild(nextBin, 'generate', env)
}
