import type { LegalSection } from './legal-types'

export const legalBases: LegalSection = {
  id: 'bases-legais',
  title: 'Bases legais do tratamento',
  content: (
    <>
      <p>Cada tratamento se apoia em uma das hipóteses do art. 7º da LGPD:</p>
      <ul>
        <li>
          <strong>Consentimento (art. 7º, I):</strong> uso dos dados do formulário de demonstração
          para contato comercial, quando você marca a caixa de consentimento, e uso dos cookies de
          análise e de marketing, quando você os aceita. Você pode revogar o consentimento a
          qualquer momento, sem custo.
        </li>
        <li>
          <strong>Execução de contrato e procedimentos preliminares (art. 7º, V):</strong>
          preparação da demonstração, da proposta e da contratação que você pediu, e gestão das
          contas de acesso da equipe.
        </li>
        <li>
          <strong>Legítimo interesse (art. 7º, IX):</strong> segurança do site, prevenção de spam e
          de fraudes, funcionamento dos cookies essenciais, registros de auditoria da área
          administrativa e a medição de audiência própria, sem cookies, descrita na seção 2, que usa
          o mínimo de dados e não identifica você de um dia para o outro. Usamos essa base só quando
          ela não se sobrepõe aos seus direitos e expectativas, e você pode se opor a ela: para a
          medição de audiência, basta ligar o Global Privacy Control no seu navegador.
        </li>
        <li>
          <strong>Cumprimento de obrigação legal ou regulatória (art. 7º, II):</strong> guarda dos
          registros de acesso exigida pelo art. 15 do Marco Civil da Internet e obrigações fiscais e
          contábeis.
        </li>
        <li>
          <strong>Exercício regular de direitos (art. 7º, VI):</strong> guarda da prova do seu
          consentimento e de registros necessários para a nossa defesa em processos judiciais,
          administrativos ou arbitrais.
        </li>
      </ul>
    </>
  ),
}

export const sharing: LegalSection = {
  id: 'compartilhamento',
  title: 'Compartilhamento de dados',
  content: (
    <>
      <p>
        Compartilhamos dados pessoais apenas quando é necessário, com empresas que os tratam em
        nosso nome (operadores), sob contrato e com obrigações de confidencialidade e segurança:
      </p>
      <ul>
        <li>
          provedores de hospedagem, banco de dados e armazenamento em nuvem, onde o site e os dados
          funcionam;
        </li>
        <li>
          a ferramenta de gestão de relacionamento com clientes (CRM) do nosso time comercial, para
          onde as solicitações de demonstração podem ser enviadas automaticamente;
        </li>
        <li>
          Google (Google Analytics 4 e Google Ads) e Meta (Meta Pixel), somente se você aceitar os
          cookies de análise ou de marketing;
        </li>
        <li>
          WhatsApp, da Meta, quando você escolhe falar conosco por lá; a conversa também segue a
          política de privacidade do WhatsApp;
        </li>
        <li>
          autoridades públicas, quando houver obrigação legal, ordem judicial ou requisição de
          autoridade competente.
        </li>
      </ul>
      <p>
        Não repassamos seus dados a agências parceiras, como as apresentadas na página de parceiros,
        sem que você peça ou consinta de forma específica. Não vendemos nem alugamos dados pessoais.
      </p>
      <h3>Transferência internacional</h3>
      <p>
        Alguns fornecedores, como Google e Meta e provedores de nuvem, podem armazenar ou processar
        dados fora do Brasil, principalmente nos Estados Unidos. Essas transferências seguem o art.
        33 da LGPD e o Regulamento de Transferência Internacional de Dados da ANPD (Resolução
        CD/ANPD nº 19/2024): ocorrem com garantias como as cláusulas-padrão contratuais ou, no caso
        dos cookies de análise e de marketing, com o seu consentimento específico.
      </p>
    </>
  ),
}

/** The nine rights of art. 18 of the LGPD, in the law's order. */
export const dataSubjectRights = [
  'confirmação da existência de tratamento dos seus dados;',
  'acesso aos dados;',
  'correção de dados incompletos, inexatos ou desatualizados;',
  'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;',
  'portabilidade dos dados a outro fornecedor de serviço ou produto, mediante requisição expressa, observados os segredos comercial e industrial;',
  'eliminação dos dados tratados com o seu consentimento, exceto nas hipóteses de conservação previstas no art. 16 da LGPD;',
  'informação sobre as entidades públicas e privadas com as quais compartilhamos seus dados;',
  'informação sobre a possibilidade de não fornecer consentimento e sobre as consequências da negativa;',
  'revogação do consentimento.',
] as const

export const rights: LegalSection = {
  id: 'direitos',
  title: 'Seus direitos pela LGPD',
  content: (
    <>
      <p>O art. 18 da LGPD garante a você, como titular dos dados, o direito de obter:</p>
      <ol data-lgpd-rights="">
        {dataSubjectRights.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ol>
      <p>Você também pode:</p>
      <ul>
        <li>
          opor-se a um tratamento feito sem consentimento, se ele descumprir a LGPD (art. 18, § 2º);
        </li>
        <li>
          pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado que
          afetem seus interesses (art. 20);
        </li>
        <li>
          apresentar reclamação contra nós à Autoridade Nacional de Proteção de Dados (ANPD) (art.
          18, § 1º).
        </li>
      </ul>
      <p>
        Recusar o consentimento não impede a navegação no site: sem os cookies de análise e de
        marketing, o site funciona normalmente; sem o consentimento do formulário, apenas não
        conseguimos responder à sua solicitação de demonstração. A seção 10 explica como exercer
        esses direitos.
      </p>
    </>
  ),
}
