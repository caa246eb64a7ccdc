import localFont from 'next/font/local'

// Fontsource splits each family into per-script files. next/font/local has no per-file
// unicode-range, so each subset is its own call sharing one font-family name: the browser
// then treats them as a single composite font and only downloads latin-ext on demand.
// The shared name must equal the first call's constant name ("inter"), because
// that is the family the generated CSS variable points to.
// The ranges are Fontsource's own. They are repeated literals because next/font only
// accepts literal arguments (it reads them at compile time).
// One family for text and headings: a second one (Plus Jakarta Sans, 27 KB) was decoded and laid
// out before the first paint of every page, which cost the article ~2 Lighthouse points.
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  declarations: [
    { prop: 'font-family', value: 'inter' },
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})

const interLatinExt = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  // Portuguese only needs the latin file; this one loads if a rare glyph shows up.
  preload: false,
  variable: '--font-inter-ext',
  declarations: [
    { prop: 'font-family', value: 'inter' },
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
})

/** Class names that declare the font CSS variables; put them on <html>. */
export const fontVariables = [inter.variable, interLatinExt.variable].join(' ')
