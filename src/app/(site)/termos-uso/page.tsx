import type { Metadata } from 'next'
import { LegalDocument } from '@/components/site/legal/legal-document'
import { termsOfUse } from '@/components/site/legal/terms-of-use'
import { breadcrumbJsonLd, JsonLd } from '@/lib/seo/json-ld'
import { buildMetadata } from '@/lib/seo/metadata'
import { getEnv } from '@/server/env'

const PATH = '/termos-uso'

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(
    {
      title: termsOfUse.title,
      description:
        'Regras de uso do MídiaPlan: idade mínima, o AI Planner, planos a partir de R$ 497 por mês com teste grátis de 14 dias, responsabilidades e foro.',
      path: PATH,
      keywords: ['termos de uso', 'condições de uso', 'planos MídiaPlan', 'MídiaPlan'],
    },
    getEnv().SITE_URL,
  )
}

export default function TermsOfUsePage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: 'Início', path: '/' },
            { name: termsOfUse.title, path: PATH },
          ],
          getEnv().SITE_URL,
        )}
      />
      <LegalDocument document={termsOfUse} />
    </>
  )
}
