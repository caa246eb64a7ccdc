import { cacheLife } from 'next/cache'

/**
 * The current year, cached for a day. Reading the clock inside a cache scope keeps the
 * footer in the prerendered shell (Cache Components forbids bare `new Date()` there);
 * the route revalidates daily, so the year turns over within a day of New Year.
 */
export async function CopyrightYear() {
  'use cache'
  cacheLife('days')
  const year = new Intl.DateTimeFormat('pt-BR', {
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date())
  return <>{year}</>
}
