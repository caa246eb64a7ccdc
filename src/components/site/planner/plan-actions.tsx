'use client'

import { lazyOr } from '@/components/ui/lazy-or'
// The plan page's two client actions, contact and print, in one module (one less to load).

import { Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import type { LeadForm as LeadFormComponent } from '@/components/site/lead-form/lead-form'

const loadLeadForm = () => import('@/components/site/lead-form/lead-form')
// Offline, a message in its place instead of a chunk error taking the plan down with it.
const LeadForm = lazyOr(() => loadLeadForm().then((module) => module.LeadForm), LeadFormUnavailable)

// The spec's minimum form height: the form replaces the box without moving the page.
const BOX =
  'flex min-h-[400px] items-center justify-center rounded-2xl border border-line bg-white p-6 text-center text-ink-muted shadow-sm'

function LeadFormUnavailable() {
  return (
    <p role="alert" className={BOX}>
      Não foi possível carregar o formulário. Recarregue a página.
    </p>
  )
}

/** Far enough ahead that the form is there before the visitor scrolls to it. */
const AHEAD = '800px 0px'

/**
 * The plan page's lead form, fetched when the visitor heads for it (the section comes near the
 * viewport, scrolled to or reached through #formulario) instead of with the page: the plan's
 * explorer already uses most of the 150 KB JavaScript budget (bench/REPORT.md). The plan page
 * itself needs JavaScript, so nothing is lost for visitors without it.
 */
export function PlanContactForm(props: ComponentProps<typeof LeadFormComponent>) {
  const [wanted, setWanted] = useState(false)
  const placeholder = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (wanted) return
    // A link to #formulario scrolls the section in, so the observer covers it too.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true)
      },
      { rootMargin: AHEAD },
    )
    if (placeholder.current) observer.observe(placeholder.current)
    return () => observer.disconnect()
  }, [wanted])

  const waiting = (
    <div ref={placeholder} role="status" className={BOX}>
      Carregando o formulário...
    </div>
  )
  if (!wanted) return waiting
  return (
    <Suspense fallback={waiting}>
      <LeadForm {...props} />
    </Suspense>
  )
}

/**
 * The browser's print dialog, where "Salvar como PDF" is one of the printers. Icon and classes
 * come from the server, so neither the icon nor the button styles travel to the browser.
 */
export function PrintButton({ icon, className }: { icon: ReactNode; className: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={className}>
      {icon}
      Imprimir / salvar PDF
    </button>
  )
}
