import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { ConsentModeHead } from '@/components/site/consent/consent-mode-head'
import { site } from '@/lib/site'
import { DEFAULT_SHARE_IMAGE, resolveShareImage } from '@/lib/seo/metadata'
import { getEnv } from '@/server/env'
import { fontVariables } from './fonts'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  // Read per call, not at import time, so importing the layout never validates the env.
  const siteUrl = getEnv().SITE_URL
  const shareImage = {
    url: resolveShareImage(undefined, siteUrl),
    width: DEFAULT_SHARE_IMAGE.width,
    height: DEFAULT_SHARE_IMAGE.height,
    type: DEFAULT_SHARE_IMAGE.type,
    alt: DEFAULT_SHARE_IMAGE.alt,
  }
  return {
    metadataBase: new URL(siteUrl),
    title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    robots: { index: true, follow: true },
    icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }] },
    formatDetection: { telephone: false },
    openGraph: {
      type: 'website',
      locale: site.locale,
      siteName: site.name,
      title: site.name,
      description: site.description,
      images: [shareImage],
    },
    twitter: { card: 'summary_large_image', images: [shareImage] },
  }
}

export const viewport: Viewport = {
  themeColor: '#0b1330',
  colorScheme: 'light',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // data-scroll-behavior lets Next turn smooth scrolling off during route changes only.
    <html lang="pt-BR" data-scroll-behavior="smooth" className={fontVariables}>
      <head>
        {/* First in <head>: every Google signal starts denied before any tag can load. */}
        <ConsentModeHead />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-ink antialiased">
        {children}
      </body>
    </html>
  )
}
