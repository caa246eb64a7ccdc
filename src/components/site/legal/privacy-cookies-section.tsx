import { cookieCategories } from './cookie-catalogue'
import type { LegalSection } from './legal-types'

export const cookies: LegalSection = {
  id: 'cookies',
  title: 'Cookies e tecnologias semelhantes',
  content: (
    <>
      <p>
        Cookies são pequenos arquivos que o site guarda no seu navegador; o armazenamento local
        (localStorage) funciona de forma parecida. Na primeira visita, um banner pergunta quais
        categorias você aceita. Até você aceitar, nenhuma ferramenta de análise ou de marketing de
        terceiros é carregada e os sinais de consentimento enviados ao Google ficam como “negado”.
      </p>
      <p>
        A medição de audiência própria do site (seção 2) não usa cookies nem guarda nada no seu
        navegador; por isso ela não aparece na lista abaixo e não depende da sua escolha no banner.
      </p>
      {cookieCategories.map((category) => (
        <div key={category.id} data-cookie-category={category.id} className="space-y-3">
          <h3>{category.title}</h3>
          <p>{category.description}</p>
          <ul className="space-y-3">
            {category.entries.map((entry) => (
              <li key={entry.name} className="rounded-xl border border-line p-4 text-sm">
                <p>
                  <code>{entry.name}</code>
                  {entry.storage ? ' (armazenamento local)' : null} · {entry.provider}
                </p>
                <p className="mt-1">{entry.purpose}</p>
                <p className="mt-1">
                  <strong>Duração:</strong> {entry.duration}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <h3>Como mudar a sua escolha</h3>
      <p>
        Você pode rever as suas preferências a qualquer momento pelo link “Gerenciar Cookies”, no
        rodapé de todas as páginas. Também é possível apagar ou bloquear cookies nas configurações
        do seu navegador; nesse caso, o banner aparecerá de novo na próxima visita.
      </p>
    </>
  ),
}
