/*
 * The public site's icons: lucide's drawings (lucide-react 1.75.0, ISC license) as plain SVG.
 * lucide-react's Icon is a 'use client' module, so each icon a server component rendered was a
 * client reference: lucide's runtime in every page's JavaScript and one more component to
 * hydrate per icon. These render to markup only. ESLint keeps lucide-react out of public code.
 * To add one, copy its nodes from node_modules/lucide-react/dist/esm/icons/<name>.mjs into the
 * file of its kind. Each is marked pure, so a client component importing one icon bundles that
 * one, not the files.
 */
export type { SiteIcon } from './icon-svg'
export * from './business'
export * from './interface'
export * from './marketing'
export * from './status'
export * from './time'
