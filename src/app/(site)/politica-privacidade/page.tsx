import type { Metadata } from 'next'
import { LegalDocument } from '@/components/site/legal/legal-document'
import { privacyPolicy } from '@/components/site/legal/privacy-policy'
import { breadcrumbJsonLd, JsonLd } from '@/lib/seo/json-ld'
import { buildMetadata } from '@/lib/seo/metadata'
import { getEnv } from '@/server/env'

const PATH = '/politica-privacidade'

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(
    {
      title: privacyPolicy.title,
      description:
        'Saiba quais dados pessoais o MídiaPlan coleta, para quê, com quem compartilha, por quanto tempo guarda, como usa cookies e como exercer seus direitos pela LGPD.',
      path: PATH,
      keywords: ['política de privacidade', 'LGPD', 'cookies', 'proteção de dados', 'MídiaPlan'],
    },
    getEnv().SITE_URL,
  )
}

export default function PrivacyPolicyPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: 'Início', path: '/' },
            { name: privacyPolicy.title, path: PATH },
          ],
          getEnv().SITE_URL,
        )}
      />
      <LegalDocument document={privacyPolicy} />
    </>
  )
}
