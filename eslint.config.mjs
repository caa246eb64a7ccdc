import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { layerRules } from './eslint.layers.mjs'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Public pages are plain documents (bench/REPORT.md: at most 150 KB of JavaScript a page):
    // - lucide-react's Icon is a 'use client' module, so every icon was a client reference
    //   (runtime and one more hydration per icon); src/components/site/icons/ draws the
    //   same icons as plain SVG;
    // - next/link cost ~4 KB of JavaScript on every page plus a hydrated component and a
    //   prefetch per link; plain <a> and the browser's speculation rules (the site layout)
    //   navigate without either.
    files: [
      'src/app/(site)/**',
      'src/app/not-found.tsx',
      'src/components/site/**',
      'src/components/blog/**',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: 'Use the plain SVG icons of @/components/site/icons on public pages.',
            },
            {
              name: 'next/link',
              message: 'Public pages link with a plain <a> (see eslint.config.mjs).',
            },
          ],
        },
      ],
    },
  },
  ...layerRules,
  {
    files: ['scripts/**', 'e2e/**', 'tests/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'data/**',
    'coverage/**',
  ]),
])
