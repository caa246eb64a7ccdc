import type { LegalDocumentData } from './legal-types'
import { contact, changes, retention, security } from './privacy-closing-sections'
import { cookies } from './privacy-cookies-section'
import { dataCollected, generalInformation, purposes } from './privacy-intro-sections'
import { legalBases, rights, sharing } from './privacy-rights-sections'

/** Change it with the text: the page shows it as "Última atualização". */
export const PRIVACY_POLICY_UPDATED_AT = '2026-11-27'

/** The spec's 11 sections, in its order. */
export const privacyPolicy: LegalDocumentData = {
  title: 'Política de Privacidade',
  intro:
    'Como o MídiaPlan trata os seus dados pessoais, em linguagem direta e de acordo com a Lei Geral de Proteção de Dados (LGPD).',
  updatedAt: PRIVACY_POLICY_UPDATED_AT,
  sections: [
    generalInformation,
    dataCollected,
    purposes,
    legalBases,
    sharing,
    rights,
    security,
    retention,
    cookies,
    contact,
    changes,
  ],
}
