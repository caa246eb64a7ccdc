import type { Metadata } from 'next'
import { FileQuestionMark } from 'lucide-react'
import Link from 'next/link'
import { buttonStyles } from '@/components/ui/button-styles'

export const adminNotFoundMetadata: Metadata = { title: 'Página não encontrada' }

/** The admin's 404: it stays in the panel (sidebar, policy) and leads back to its main screens. */
export function AdminNotFound() {
  return (
    <section
      aria-labelledby="admin-nao-encontrada-title"
      data-admin-not-found=""
      className="mx-auto flex max-w-xl flex-col items-center py-12 text-center sm:py-20"
    >
      <FileQuestionMark className="size-12 text-brand-700" aria-hidden="true" />
      <p className="mt-4 font-display text-5xl font-extrabold text-brand-700">404</p>
      <h1
        id="admin-nao-encontrada-title"
        className="mt-3 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
      >
        Página não encontrada
      </h1>
      <p className="mt-3 text-ink-muted">
        Este endereço não existe no painel. Ele pode ter mudado ou ter sido digitado errado.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/admin" className={buttonStyles()}>
          Voltar ao painel
        </Link>
        <Link href="/admin/posts" className={buttonStyles({ variant: 'secondary' })}>
          Ver posts
        </Link>
      </div>
    </section>
  )
}
