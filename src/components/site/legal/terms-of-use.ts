import type { LegalDocumentData } from './legal-types'
import {
  lawAndForum,
  liability,
  noGuarantee,
  plans,
  privacy,
  termination,
  termsChanges,
} from './terms-commercial-sections'
import {
  acceptableUse,
  acceptance,
  account,
  eligibility,
  intellectualProperty,
  service,
} from './terms-service-sections'

/** Change it with the text: the page shows it as "Última atualização". */
export const TERMS_OF_USE_UPDATED_AT = '2026-11-21'

/** The 13 sections of the terms of use. */
export const termsOfUse: LegalDocumentData = {
  title: 'Termos de Uso',
  intro:
    'As regras para usar o site e a plataforma MídiaPlan: quem pode usar, o que oferecemos, planos e preços, responsabilidades e como resolvemos divergências.',
  updatedAt: TERMS_OF_USE_UPDATED_AT,
  sections: [
    acceptance,
    eligibility,
    service,
    account,
    acceptableUse,
    intellectualProperty,
    plans,
    noGuarantee,
    liability,
    termination,
    privacy,
    termsChanges,
    lawAndForum,
  ],
}
