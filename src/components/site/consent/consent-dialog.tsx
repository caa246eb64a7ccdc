'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import type { ConsentPreferences } from '@/lib/consent/consent-state'

type Optional = 'analytics' | 'marketing'

const CATEGORIES: {
  key: 'essential' | Optional
  name: string
  description: string
  cookies: string
}[] = [
  {
    key: 'essential',
    name: 'Essenciais',
    description:
      'Necessários para o site funcionar e para lembrar a sua escolha sobre cookies. Não podem ser desativados.',
    cookies:
      'cookie-consent (armazenamento local) e, só para a equipe que acessa o painel, better-auth.session_token.',
  },
  {
    key: 'analytics',
    name: 'Análise',
    description:
      'Ajudam a entender como o site é usado, com análise de navegação, mapas de calor e métricas de desempenho, para melhorarmos o conteúdo.',
    cookies: 'Google Analytics 4: _ga e _ga_<id>.',
  },
  {
    key: 'marketing',
    name: 'Marketing',
    description:
      'Permitem pixels de anúncios e remarketing, para mostrar anúncios mais relevantes e medir as campanhas.',
    cookies: 'Meta Pixel: _fbp; sinais de anúncios do Google.',
  },
]

/**
 * The preferences dialog on the native modal <dialog>: the page behind becomes inert, Escape
 * cancels. It loads on demand (see consent-manager.tsx) and starts from the given preferences.
 */
export interface ConsentDialogProps {
  initial: ConsentPreferences
  onCancel: () => void
  onSave: (preferences: ConsentPreferences) => void
}

export default function ConsentDialog({ initial, onCancel, onSave }: ConsentDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()
  const [choices, setChoices] = useState<Record<Optional, boolean>>({
    analytics: initial.analytics,
    marketing: initial.marketing,
  })

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])

  // The page behind is inert, but Tab past the last control would leave for the browser's UI.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return
    const focusable = dialog.current.querySelectorAll<HTMLElement>('button:not(:disabled)')
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      data-cookie-dialog=""
      onCancel={(event) => {
        // Escape: unmount through React instead of leaving a closed element behind.
        event.preventDefault()
        onCancel()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancel()
      }}
      onKeyDown={keepFocusInside}
      className="m-auto max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-xl animate-fade-in overflow-hidden rounded-2xl border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-navy/60 motion-reduce:animate-none"
    >
      {/* The choices scroll; the buttons stay in view below them, even on a 640 px tall phone. */}
      <div className="flex max-h-[90dvh] flex-col">
        <div className="min-h-0 flex-1 overflow-y-auto p-5 sm:p-6" data-cookie-dialog-body="">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            Preferências de cookies
          </h2>
          <p id={`${id}-intro`} className="mt-2 text-sm leading-relaxed text-ink-muted">
            Escolha quais cookies podemos usar. Você pode mudar de ideia quando quiser em
            &lsquo;Gerenciar Cookies&rsquo;, no rodapé.
          </p>
          <ul className="mt-5 space-y-3">
            {CATEGORIES.map((category) => {
              const locked = category.key === 'essential'
              const on = category.key === 'essential' ? true : choices[category.key]
              return (
                <li
                  key={category.key}
                  data-cookie-category={category.key}
                  className="rounded-xl border border-line p-4"
                >
                  <div className="flex items-center justify-between gap-4">
                    <h3 id={`${id}-${category.key}`} className="font-semibold">
                      {category.name}
                    </h3>
                    <button
                      type="button"
                      role="switch"
                      aria-checked={on}
                      aria-labelledby={`${id}-${category.key}`}
                      aria-describedby={`${id}-${category.key}-text`}
                      disabled={locked}
                      onClick={() => {
                        if (category.key !== 'essential') {
                          const key = category.key
                          setChoices((current) => ({ ...current, [key]: !current[key] }))
                        }
                      }}
                      className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-500 transition-colors disabled:opacity-70 aria-checked:bg-brand-700 motion-reduce:transition-none"
                    >
                      <span
                        aria-hidden="true"
                        className={`size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${on ? 'translate-x-6' : 'translate-x-1'}`}
                      />
                    </button>
                  </div>
                  <p id={`${id}-${category.key}-text`} className="mt-2 text-sm text-ink-muted">
                    {category.description}
                    {locked ? ' Sempre ativos.' : ''}
                  </p>
                  <p className="mt-1 text-xs text-ink-muted">Cookies: {category.cookies}</p>
                </li>
              )
            })}
          </ul>
        </div>
        <div
          className="flex shrink-0 flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end sm:px-6"
          data-cookie-dialog-actions=""
        >
          <button
            type="button"
            className={buttonStyles({ variant: 'secondary' })}
            onClick={onCancel}
          >
            Cancelar
          </button>
          <button
            type="button"
            className={buttonStyles()}
            onClick={() => onSave({ essential: true, ...choices })}
          >
            Salvar Preferências
          </button>
        </div>
      </div>
    </dialog>
  )
}
