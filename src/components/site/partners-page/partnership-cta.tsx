import { Mail } from '@/components/site/icons'
import { site } from '@/lib/site'
import { buttonStyles } from '@/components/ui/button-styles'
import { PARTNERSHIPS_MAILTO } from '../contact'

export function PartnershipCta() {
  return (
    <section aria-labelledby="seja-parceiro-title" className="bg-white py-16 lg:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div
          data-surface="dark"
          className="flex flex-col items-start gap-8 rounded-3xl bg-navy px-6 py-10 sm:px-10 lg:flex-row lg:items-center lg:justify-between"
        >
          <div className="max-w-2xl">
            <h2 id="seja-parceiro-title" className="text-2xl font-extrabold text-white sm:text-3xl">
              Quer ser um parceiro MídiaPlan?
            </h2>
            <p className="mt-3 leading-relaxed text-slate-300">
              Agências de tráfego pago, consultorias de marketing e empresas de tecnologia podem
              fazer parte do nosso programa de parcerias. Escreva para a nossa equipe contando quem
              você atende, como trabalha e como imagina a parceria.
            </p>
          </div>
          <div className="flex flex-col items-start gap-2">
            <a
              href={PARTNERSHIPS_MAILTO}
              data-partnerships-mail=""
              className={buttonStyles({ variant: 'accent', size: 'lg' })}
            >
              <Mail className="size-5" aria-hidden="true" />
              Escrever para parcerias
            </a>
            <p className="text-sm break-all text-slate-300">{site.partnersEmail}</p>
          </div>
        </div>
      </div>
    </section>
  )
}
