import { Mail } from '@/components/site/icons'
import { site } from '@/lib/site'
import { SALES_MAILTO } from './contact'
import { CookieSettingsButton } from './cookie-settings-button'
import { CopyrightYear } from './copyright-year'
import { Logo } from './logo'
import { navItems } from './nav-items'
import { partners } from './partners'
import { StaticImage } from './static-image'

const footerLink =
  'rounded-sm text-slate-300 underline-offset-4 transition-colors hover:text-white hover:underline'

export function SiteFooter() {
  return (
    <footer data-site-footer="" data-surface="dark" className="bg-navy text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <a href="/" aria-label="MídiaPlan, página inicial" className="inline-block rounded-md">
            <Logo tone="light" />
          </a>
          <p className="mt-4 font-display text-lg font-semibold text-white">{site.tagline}</p>
          <p className="mt-2 text-sm leading-relaxed">
            Planos de mídia com análise de viabilidade e resultados projetados para PMEs, agências,
            e-commerces e empresas SaaS.
          </p>
        </div>

        <nav aria-label="Navegação do rodapé">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Navegação</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {navItems.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={footerLink}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-parceiros">
          <h2
            id="footer-parceiros"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            Parceiros
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {partners.map((partner) => (
              <li key={partner.name}>
                <a
                  href={partner.href}
                  className="block rounded-lg bg-white px-4 py-3 transition-shadow hover:shadow-lg hover:shadow-black/30"
                >
                  <StaticImage
                    src={partner.logo.src}
                    width={partner.logo.width}
                    height={partner.logo.height}
                    alt={`${partner.name}, ${partner.description.toLowerCase()}`}
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contato">
          <h2
            id="footer-contato"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            Contato
          </h2>
          <a
            href={SALES_MAILTO}
            className="mt-4 inline-flex items-center gap-2 rounded-sm text-sm font-medium text-white underline-offset-4 hover:underline"
          >
            <Mail className="size-4 text-accent-300" aria-hidden="true" />
            Contato comercial
          </a>
          <p className="mt-2 text-sm break-all">{site.salesEmail}</p>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p data-copyright="">
            © <CopyrightYear /> {site.name}. Todos os direitos reservados.
          </p>
          <nav aria-label="Links legais">
            <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
              <li>
                <a href="/politica-privacidade" className={footerLink}>
                  Política de Privacidade
                </a>
              </li>
              <li>
                <a href="/termos-uso" className={footerLink}>
                  Termos de Uso
                </a>
              </li>
              <li>
                <CookieSettingsButton className={`${footerLink} cursor-pointer`} />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
