import { readdirSync } from 'node:fs'
import path from 'node:path'

/*
 * Layers run one way: app → components → server → lib. A layer imports itself and the
 * layers below it, never one above, so the domain rules in lib can be read, tested and reused
 * without the database, React or Next, and a change high up never ripples down. The Next
 * adapter sits beside lib, under server: it touches Next's internals and nothing of ours but
 * lib. Both rules resolve every import first, so `../` paths are caught as well as `@/`.
 */
const ROOT = import.meta.dirname

/** Each layer folder and the src folders it may import (packages are always allowed). */
export const LAYERS = {
  'src/lib': ['src/lib'],
  'src/next-adapter': ['src/next-adapter', 'src/lib'],
  'src/server': ['src/server', 'src/next-adapter', 'src/lib'],
  'src/components': ['src/components', 'src/server', 'src/lib'],
  'src/app': ['src/app', 'src/components', 'src/server', 'src/next-adapter', 'src/lib'],
}

/** Command-line tools, the browser tests and the bench drive the app; the app never needs them. */
const TOOLS = ['scripts', 'e2e', 'bench']

/** Everything directly in src: the layer folders, and files such as proxy.ts that sit above app. */
function srcEntries() {
  const listed = readdirSync(path.join(ROOT, 'src')).map((name) => `src/${name}`)
  return [...new Set([...Object.keys(LAYERS), ...listed])].sort()
}

/** Test helpers (tests/support) serve the tests beside the code, never the code itself. */
function zones({ testsAllowed }) {
  const outside = testsAllowed ? TOOLS : [...TOOLS, 'tests']
  return [
    {
      target: './src',
      from: outside.map((entry) => `./${entry}`),
      message: `src imports nothing from ${outside.join(', ')}.`,
    },
    ...Object.entries(LAYERS).map(([layer, allowed]) => ({
      target: `./${layer}`,
      from: srcEntries()
        .filter((entry) => !allowed.includes(entry))
        .map((entry) => `./${entry}`),
      message: `${layer} imports only ${allowed.join(', ')} (app → components → server → lib).`,
    })),
  ]
}

const TESTS = ['**/*.test.ts', '**/*.test.tsx']

export const layerRules = [
  {
    files: ['src/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: zones({ testsAllowed: true }) },
      ],
    },
  },
  {
    files: ['src/**'],
    ignores: TESTS,
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: zones({ testsAllowed: false }) },
      ],
    },
  },
  {
    // Type-only imports are left to tests/integration/import-cycles.test.ts: this rule skips them.
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
    // To map imports the rule parsed packages' own files in node_modules too: `eslint .` took
    // 35 s without the rule, 6 min with it, 51-60 s once node_modules is left out (2 CPUs). No
    // circle through a package can come back to our code, so nothing is missed.
    settings: { 'import/ignore': ['node_modules'] },
  },
]
