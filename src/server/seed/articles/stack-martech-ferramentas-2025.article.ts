import type { SeedArticle } from './types'

export const article: SeedArticle = {
  slug: 'stack-martech-ferramentas-2025',
  title: 'Ferramentas de martech em 2025: o stack por camada e por orçamento',
  description:
    'Quais ferramentas usar em analytics, mídia paga, automação, CRM, conteúdo, social e IA em 2025, com stacks por faixa de orçamento e um checklist de escolha.',
  categorySlug: 'stack-martech',
  authorName: 'Rafael Menezes',
  publishedAt: '2025-07-22',
  tags: ['stack martech', 'ferramentas de marketing', 'martech', 'mídia paga', 'crm'],
  featured: false,
  content: `
<p>Toda semana surge uma ferramenta nova prometendo resolver o marketing da sua empresa. O problema raramente é falta de opção: é excesso. Muitas empresas pagam assinaturas que se sobrepõem, com dados espalhados em painéis que não conversam, e ainda não conseguem responder à pergunta básica: <strong>quanto cada real investido em mídia trouxe de venda?</strong></p>
<p>Este guia organiza as ferramentas de martech de 2025 pelas <strong>sete camadas do stack</strong>: analytics, mídia paga, automação de marketing, CRM, conteúdo, social e IA. Para cada uma, você verá o que ela precisa fazer, como escolher e quais ferramentas reais costumam ocupar esse lugar. Depois, sugerimos stacks para três faixas de orçamento, explicamos as integrações essenciais e fechamos com um checklist e os erros mais comuns. Se quiser entender antes a lógica das camadas, leia o nosso guia do <a href="/blog/post/stack-martech-ideal-2025">stack martech ideal para 2025</a>.</p>

<h2>Três princípios antes de escolher</h2>
<ul>
<li><strong>A camada vem antes da ferramenta.</strong> Defina a função (medir, anunciar, nutrir, vender, publicar, relacionar, planejar) e só depois escolha quem a cumpre.</li>
<li><strong>Integração vale mais que recurso.</strong> Uma ferramenta mediana que envia dados ao CRM e às plataformas de anúncio rende mais do que uma brilhante e isolada.</li>
<li><strong>O stack acompanha o orçamento.</strong> Ferramenta cara com pouco volume de dados é desperdício.</li>
</ul>
<p>Sobre custos: preços de software mudam com frequência, variam por contatos ou usuários e muitas vezes são cobrados em dólar. Por isso indicamos apenas se a ferramenta é <strong>gratuita</strong>, tem <strong>plano gratuito</strong> ou é <strong>paga</strong>; as faixas citadas são <strong>aproximadas</strong>. Confirme sempre o valor vigente com o fornecedor.</p>

<h2>Camada 1: analytics</h2>
<p>Analytics é a fundação. Sem medição confiável, a mídia otimiza para o evento errado e o relatório mensal vira debate de opinião.</p>
<p><strong>O que precisa fazer:</strong> registrar visitas, origens e eventos de conversão (formulário, clique no WhatsApp, compra); atribuir cada conversão a uma origem; consolidar fontes em um painel legível; e mostrar por que uma página não converte.</p>
<p><strong>Critérios de seleção:</strong> integração nativa com suas plataformas de mídia, exportação de dados brutos, configuração de eventos sem depender sempre de desenvolvedor e suporte a consentimento de cookies.</p>
<ul>
<li><strong>Google Analytics 4 (GA4)</strong> — gratuito, com versão paga (GA4 360) para grandes volumes. Modelo baseado em eventos, integração nativa com o Google Ads e exportação para o BigQuery.</li>
<li><strong>Google Tag Manager (GTM)</strong> — gratuito. Gerencia as tags do site (GA4, pixels, conversões) sem mexer no código a cada ajuste. A versão server-side não cobra licença, mas exige servidor, que tem custo de hospedagem.</li>
<li><strong>Looker Studio</strong> — gratuito, com versão Pro paga. Dashboards conectados a GA4, Google Ads, Search Console e planilhas. Dados de Meta Ads ou LinkedIn Ads costumam exigir conector de terceiros, em geral pago.</li>
<li><strong>Microsoft Clarity</strong> — gratuito. Mapas de calor e gravações de sessão que mostram onde o visitante clica, rola e desiste.</li>
</ul>
<p>Para a maioria das pequenas e médias empresas, essas quatro ferramentas gratuitas resolvem a camada. O investimento é de tempo de configuração, não de licença.</p>

<h2>Camada 2: mídia paga</h2>
<p>É onde o orçamento é efetivamente gasto. As plataformas não cobram assinatura: você paga pela mídia. O custo real é o investimento mais o tempo de quem opera as campanhas.</p>
<p><strong>O que precisa fazer:</strong> alcançar quem já procura a solução (demanda ativa) e quem ainda não sabe que precisa dela (geração de demanda); receber sinais de conversão de qualidade; e permitir testes controlados de criativos, públicos e ofertas.</p>
<p><strong>Critérios de seleção:</strong> onde seu cliente está, se existe busca ativa pelo que você vende, o ticket médio, o formato criativo que você consegue produzir e o orçamento mínimo para a plataforma aprender. Detalhamos isso no guia de <a href="/blog/post/plataforma-midia-paga-como-escolher">como escolher a plataforma de mídia paga</a>.</p>
<ul>
<li><strong>Google Ads</strong> — Pesquisa, Display, YouTube, Shopping, Performance Max e Demand Gen. A principal plataforma para capturar demanda ativa.</li>
<li><strong>Meta Ads</strong> — Facebook, Instagram, Messenger e anúncios que abrem conversa no WhatsApp. Forte em geração de demanda, remarketing e produtos com apelo visual.</li>
<li><strong>LinkedIn Ads</strong> — segmentação por cargo, setor e tamanho de empresa. Escolha natural para B2B de ticket alto, com custo por clique que costuma ser mais elevado que o das redes de consumo.</li>
<li><strong>TikTok Ads</strong> — vídeo curto e criativos com cara de conteúdo nativo. Funciona bem para B2C e e-commerce que produzem vídeo com frequência.</li>
</ul>
<p>O erro clássico aqui é pulverizar a verba. Uma regra prática que usamos no planejamento: o orçamento mensal mínimo de cada plataforma deve ficar perto de <strong>CPA estimado × 50 conversões</strong>. Com custo por lead esperado de R$ 40, isso dá cerca de R$ 2.000 por mês naquela plataforma.</p>

<h2>Camada 3: automação de marketing</h2>
<p>Nem todo lead está pronto para comprar no primeiro contato. A automação cuida do intervalo entre o clique no anúncio e a conversa com o vendedor.</p>
<p><strong>O que precisa fazer:</strong> capturar leads com landing pages e formulários; nutrir com e-mails segmentados; pontuar leads (lead scoring) e avisar vendas; e preservar UTMs e identificadores de clique.</p>
<p><strong>Critérios de seleção:</strong> integração com o CRM, cobrança em real ou dólar, suporte em português, preço por número de contatos e facilidade de montar fluxos.</p>
<ul>
<li><strong>RD Station Marketing</strong> — pago, com planos que variam por recursos e tamanho da base. Plataforma brasileira muito difundida entre PMEs, com landing pages, e-mail, automação, lead scoring e integração com o RD Station CRM.</li>
<li><strong>HubSpot Marketing Hub</strong> — ferramentas gratuitas e planos pagos (Starter, Professional, Enterprise); as automações mais completas ficam nos planos superiores. Vantagem: base de dados única com o HubSpot CRM.</li>
<li><strong>Mailchimp</strong> — plano gratuito limitado e planos pagos em dólar. Focado em e-mail marketing e jornadas automatizadas, comum em e-commerce.</li>
</ul>
<p>Se o seu ciclo de venda é curto e quase tudo acontece no WhatsApp, priorize um CRM bem usado e volte a esta camada quando a base crescer.</p>

<h2>Camada 4: CRM</h2>
<p>O CRM é onde o marketing encontra a receita: o lead vira oportunidade, a oportunidade vira venda e fica registrado <strong>qual campanha gerou cada venda</strong>. Sem CRM, a mídia otimiza para lead; com CRM integrado, pode otimizar para cliente.</p>
<p><strong>O que precisa fazer:</strong> organizar o funil em etapas com responsáveis; guardar a origem do lead (UTMs e identificadores como o GCLID do Google Ads); registrar valor e data das vendas; e devolver esses dados às plataformas como conversões offline.</p>
<p><strong>Critérios de seleção:</strong> adoção pelo time comercial (o melhor CRM é o que o vendedor atualiza), campos personalizados de origem, integrações, aplicativo móvel e relatórios de funil.</p>
<ul>
<li><strong>RD Station CRM</strong> — CRM de vendas brasileiro, simples de adotar e integrado ao RD Station Marketing. Costuma ter opção de entrada gratuita ou de baixo custo; confirme a oferta vigente.</li>
<li><strong>Pipedrive</strong> — pago, com teste gratuito. Conhecido pelo funil visual e pela facilidade de uso em times comerciais pequenos e médios.</li>
<li><strong>HubSpot CRM</strong> — CRM básico gratuito; recursos avançados ficam no Sales Hub, pago.</li>
<li><strong>Salesforce</strong> — pago, no topo do mercado. Muito customizável, mas a implantação costuma exigir consultoria. Faz sentido para operações com muitos vendedores e processos complexos.</li>
</ul>

<h2>Camada 5: conteúdo</h2>
<p>Conteúdo abastece o anúncio, a landing page, o e-mail e a busca orgânica. A camada inclui site, blog, design e monitoramento de SEO.</p>
<p><strong>O que precisa fazer:</strong> publicar páginas rápidas e indexáveis com autonomia do marketing; produzir peças visuais consistentes; e acompanhar o desempenho orgânico.</p>
<p><strong>Critérios de seleção:</strong> autonomia para publicar, velocidade, facilidade de instalar GTM e formulários, custo de hospedagem e controle de identidade visual.</p>
<ul>
<li><strong>WordPress</strong> — software livre e gratuito; você paga hospedagem, domínio e, se quiser, temas e plugins premium. O gerenciador de conteúdo mais usado da web, mas exige cuidado com atualizações e segurança.</li>
<li><strong>Ghost</strong> — software livre, com versão hospedada paga. Publicação enxuta, com newsletter e assinaturas nativas.</li>
<li><strong>Canva</strong> — plano gratuito e planos pagos. Modelos para anúncios e posts, kit de marca nos planos pagos e recursos de IA.</li>
<li><strong>Google Search Console</strong> — gratuito. Mostra buscas, cliques, posições e problemas de indexação.</li>
</ul>

<h2>Camada 6: social</h2>
<p>A camada social cuida da presença orgânica e do relacionamento nas redes. Ela alimenta a mídia paga: posts que performam bem viram bons anúncios, e os comentários revelam objeções.</p>
<p><strong>O que precisa fazer:</strong> planejar e agendar publicações a partir de um calendário único; centralizar mensagens e comentários; e gerar relatórios compreensíveis.</p>
<p><strong>Critérios de seleção:</strong> redes suportadas, caixa de entrada unificada, qualidade dos relatórios e, para agências, gestão de vários clientes.</p>
<ul>
<li><strong>Meta Business Suite</strong> — gratuito. Agenda posts de Facebook e Instagram, concentra mensagens e comentários e mostra métricas. Para quem atua só nas redes da Meta, muitas vezes basta.</li>
<li><strong>mLabs</strong> — pago, com período de teste. Ferramenta brasileira de agendamento em várias redes, calendário e relatórios, muito usada por agências.</li>
<li><strong>WhatsApp Business</strong> — o aplicativo é gratuito; a plataforma de API, integrável a CRMs, é cobrada por uso.</li>
</ul>

<h2>Camada 7: IA</h2>
<p>Em 2025, a IA virou uma camada transversal: está dentro das plataformas de anúncio, das ferramentas de conteúdo e de produtos dedicados. O desafio é saber onde ela gera ganho real. O nosso <a href="/blog/post/ia-em-midia-paga-guia-completo">guia completo de IA em mídia paga</a> aprofunda o tema.</p>
<p><strong>O que precisa fazer:</strong> acelerar tarefas repetitivas (variações de texto, resumos, análise de planilhas); apoiar decisões de planejamento; e otimizar a entrega de anúncios.</p>
<p><strong>Critérios de seleção:</strong> problema claro a resolver, qualidade dos dados de entrada, transparência sobre premissas, privacidade (não cole dados pessoais de clientes sem avaliar a LGPD) e revisão humana.</p>
<ul>
<li><strong>Assistentes como ChatGPT, Gemini, Claude e Microsoft Copilot</strong> — versões gratuitas e planos pagos. Úteis para redação, ideias de criativos e estrutura de relatórios.</li>
<li><strong>IA nativa das plataformas</strong> — lances automáticos e Performance Max no Google Ads, campanhas Advantage+ na Meta. Sem custo de licença, mas dependem dos sinais de conversão que você envia.</li>
<li><strong>Planejadores de mídia com IA, como o <a href="/ai-planner">AI Planner da MídiaPlan</a></strong> — você informa produto ou serviço, ticket médio, orçamento disponível e leads desejados, e recebe um plano estratégico com análise de viabilidade, resultados projetados e divisão da verba entre anúncios de busca e de redes sociais. O planejamento é gratuito; os planos pagos começam em R$ 497 por mês, com 14 dias de teste grátis.</li>
</ul>
<p>A diferença de um planejador especializado está nas premissas: ele força a pergunta que muita gente pula, <em>com esse orçamento e esse ticket, a meta de leads é viável?</em></p>

<h2>Stacks sugeridos por faixa de orçamento</h2>
<p>As faixas consideram o <strong>investimento mensal em mídia paga</strong>. O custo das ferramentas vem à parte e deve ser proporcional: se as assinaturas competem com a verba de mídia, o stack está superdimensionado.</p>

<h3>Até R$ 2.000/mês</h3>
<p>Objetivo: medir direito e concentrar o investimento. Não é hora de diversificar plataformas nem de contratar automação sofisticada; cada real conta mais na mídia do que em assinaturas.</p>
<ul>
<li><strong>Analytics:</strong> GA4, GTM, Clarity e um painel simples no Looker Studio.</li>
<li><strong>Mídia paga:</strong> uma plataforma só. Google Ads se há busca ativa; Meta Ads se é preciso despertar interesse.</li>
<li><strong>Automação e CRM:</strong> HubSpot CRM gratuito ou a opção de entrada do RD Station CRM; Mailchimp gratuito só se houver e-mail de fato.</li>
<li><strong>Conteúdo e social:</strong> WordPress ou página simples, Canva gratuito, Search Console, Meta Business Suite e WhatsApp Business.</li>
<li><strong>IA:</strong> um assistente gratuito e o planejamento gratuito do AI Planner para validar se a meta cabe no orçamento.</li>
</ul>
<p><strong>Custo aproximado de ferramentas:</strong> de zero a poucas centenas de reais por mês.</p>

<h3>De R$ 2.000 a R$ 10.000/mês</h3>
<p>Já há volume para uma segunda plataforma e para conectar marketing e vendas. Um bom ponto de partida é a <strong>regra 70-20-10</strong>: 70% no canal principal comprovado, 20% no secundário e 10% em testes.</p>
<ul>
<li><strong>Analytics:</strong> o núcleo gratuito, com Looker Studio consolidando Google Ads e Meta Ads.</li>
<li><strong>Mídia paga:</strong> Google Ads e Meta Ads, com API de Conversões da Meta e conversões otimizadas do Google configuradas.</li>
<li><strong>Automação:</strong> RD Station Marketing ou HubSpot Marketing Hub Starter.</li>
<li><strong>CRM:</strong> RD Station CRM, Pipedrive ou HubSpot CRM, com campos de origem obrigatórios e início das conversões offline.</li>
<li><strong>Conteúdo e social:</strong> blog ativo, Canva pago e mLabs ou Meta Business Suite.</li>
<li><strong>IA:</strong> assistente pago para o time e AI Planner nos planos Starter ou Pro para planejar cada ciclo.</li>
</ul>
<p><strong>Custo aproximado de ferramentas:</strong> de algumas centenas a cerca de R$ 2.000 por mês.</p>

<h3>Acima de R$ 10.000/mês</h3>
<p>Aqui pequenas perdas de rastreamento custam caro. A prioridade é qualidade de dados e otimização para receita.</p>
<ul>
<li><strong>Analytics:</strong> GTM server-side, exportação do GA4 para o BigQuery e dashboards de receita por canal.</li>
<li><strong>Mídia paga:</strong> Google Ads e Meta Ads, mais LinkedIn Ads (B2B) ou TikTok Ads (B2C), todos com conversões via servidor.</li>
<li><strong>Automação e CRM:</strong> planos avançados de RD Station ou HubSpot, ou Salesforce, com conversões offline automáticas a cada mudança de etapa.</li>
<li><strong>Conteúdo e social:</strong> processo editorial definido e WhatsApp via API integrado ao CRM.</li>
<li><strong>IA:</strong> IA das plataformas alimentada por sinais de receita e AI Planner nos planos Agency ou Enterprise para várias marcas ou clientes.</li>
</ul>
<p><strong>Custo aproximado de ferramentas:</strong> a partir de alguns milhares de reais por mês.</p>

<h2>Integração: o que faz o stack funcionar junto</h2>
<p>Um stack não é uma lista de logotipos; é um fluxo de dados. Estes cinco pontos são obrigatórios em qualquer faixa.</p>

<h3>UTMs padronizadas</h3>
<p>Todo link de campanha deve levar <code>utm_source</code>, <code>utm_medium</code> e <code>utm_campaign</code> e, quando fizer sentido, <code>utm_content</code> e <code>utm_term</code>. Crie um dicionário com valores fixos, em minúsculas e sem acentos (por exemplo, <code>utm_medium=cpc</code>). Variações de escrita fragmentam os relatórios.</p>

<h3>Google Tag Manager como camada de coleta</h3>
<p>Centralize no GTM as tags do GA4, os pixels da Meta, do LinkedIn e do TikTok e as conversões do Google Ads. Assim você controla o que dispara, quando e sob qual consentimento. Publique versões com descrição para rastrear mudanças.</p>

<h3>API de conversões</h3>
<p>Bloqueadores, restrições de navegador e recusa de cookies reduzem o que os pixels registram. Integrações servidor a servidor recuperam parte do sinal: a <strong>API de Conversões da Meta</strong>, a <strong>Events API do TikTok</strong>, a <strong>Conversions API do LinkedIn</strong> e as <strong>conversões otimizadas do Google Ads</strong>, que usam dados primários com hash, como e-mail. Muitas ferramentas de automação e CRM já oferecem essas integrações de forma nativa ou por parceiros, o que dispensa desenvolvimento próprio.</p>

<h3>Conversões offline a partir do CRM</h3>
<ol>
<li>Capture o identificador de clique (como o GCLID) em um campo oculto do formulário.</li>
<li>Salve-o no registro do lead no CRM, junto com as UTMs.</li>
<li>Quando o lead virar oportunidade qualificada ou venda, envie essa conversão de volta à plataforma, com valor.</li>
<li>Com volume suficiente, otimize as campanhas para essas conversões.</li>
</ol>
<p>Assim o algoritmo deixa de buscar quem preenche formulário e passa a buscar quem compra. Alguns CRMs fazem isso nativamente; outros exigem conector ou importação periódica.</p>

<h3>Consentimento e LGPD</h3>
<ul>
<li>Banner de cookies que separe essenciais, analytics e marketing, com opção real de recusar.</li>
<li>Tags configuradas no GTM para respeitar a escolha; o Consent Mode do Google ajusta as tags do Google conforme o consentimento.</li>
<li>Consentimento registrado para comunicações por e-mail e WhatsApp.</li>
<li>Contratos com fornecedores que tratem de proteção de dados.</li>
</ul>
<p>Isto não é parecer jurídico: valide seus fluxos com a assessoria jurídica da empresa.</p>

<h2>Checklist de seleção de ferramentas</h2>
<ol>
<li>Resolve uma função de uma das sete camadas hoje descoberta ou mal atendida?</li>
<li>Sobrepõe algo que já pagamos? Se sim, o que será cancelado?</li>
<li>Integra-se ao nosso CRM e às plataformas de anúncio que usamos?</li>
<li>Permite exportar os dados se trocarmos de fornecedor?</li>
<li>O preço é em real ou dólar, e como cresce com contatos e usuários?</li>
<li>Há plano gratuito ou teste suficiente para validar com dados reais?</li>
<li>Há suporte em português e um responsável interno com tempo para operá-la?</li>
<li>Respeita o consentimento de cookies e a LGPD?</li>
<li>Conseguimos medir, em até 90 dias, se gerou o resultado esperado?</li>
</ol>

<h2>Erros mais comuns</h2>
<ul>
<li><strong>Comprar ferramenta antes de ter processo.</strong> Automação sem régua de nutrição vira newsletter cara.</li>
<li><strong>Ignorar analytics.</strong> Mídia sem eventos de conversão ensina o algoritmo com sinais errados.</li>
<li><strong>Plataformas demais.</strong> Com pouca verba, nenhuma sai da fase de aprendizado.</li>
<li><strong>CRM que ninguém atualiza.</strong> Sem resultado registrado, não há custo por venda nem conversão offline.</li>
<li><strong>UTMs improvisadas e consentimento como detalhe.</strong> Relatórios fragmentados e risco jurídico.</li>
<li><strong>Confiar cegamente na IA.</strong> Projeções e textos gerados são pontos de partida; revise premissas e números.</li>
<li><strong>Nunca revisar o stack.</strong> Faça uma auditoria semestral das assinaturas: o que não é usado ou não se conecta ao restante deve sair.</li>
</ul>

<h2>Comece pelo planejamento</h2>
<p>Ferramentas executam uma estratégia; não a substituem. Antes de contratar assinaturas, defina quanto investir, que resultado esperar e se a conta fecha. O <a href="/blog/post/planejamento-de-midia-guia-definitivo">guia definitivo de planejamento de mídia</a> traz o passo a passo, e a página de <a href="/planejamento-de-midia">planejamento de mídia</a> mostra como a MídiaPlan aborda o processo.</p>
<p><strong>Seu orçamento sustenta a sua meta de leads?</strong> Faça o <a href="/ai-planner">planejamento gratuito no AI Planner</a> e receba em menos de 5 minutos um plano com análise de viabilidade, resultados projetados e a divisão entre busca e redes sociais. Os planos começam em R$ 497 por mês, com 14 dias de teste grátis.</p>

<h2>Perguntas frequentes</h2>

<h3>Quais ferramentas são indispensáveis para uma pequena empresa?</h3>
<p>GA4 e Google Tag Manager para medir, uma plataforma de mídia bem configurada, um CRM (mesmo gratuito) para registrar a origem das vendas e Meta Business Suite ou WhatsApp Business para relacionamento. Quase tudo é gratuito; o investimento é tempo de configuração.</p>

<h3>RD Station ou HubSpot?</h3>
<p>As duas são boas. O RD Station agrada empresas brasileiras pela cobrança em real, suporte em português e ecossistema local. A HubSpot se destaca pelo CRM gratuito e pela base única entre marketing, vendas e atendimento. Teste ambas com seus próprios fluxos.</p>

<h3>Preciso de uma ferramenta paga de dashboards?</h3>
<p>No início, geralmente não. O Looker Studio é gratuito e conecta nativamente os produtos do Google. O custo aparece ao automatizar dados de Meta Ads, LinkedIn Ads ou CRM, que costumam exigir conector pago.</p>

<h3>Como a IA entra no stack sem substituir o time?</h3>
<p>Como aceleradora: gera variações, organiza análises e propõe planos, enquanto o time define a estratégia e decide. O AI Planner projeta cenários de investimento, mas a decisão continua com quem conhece o negócio.</p>

<h3>De quanto em quanto tempo revisar o stack?</h3>
<p>Faça uma checagem trimestral para confirmar que as integrações funcionam e que os números batem entre plataformas, GA4 e CRM, e uma auditoria completa a cada seis meses ou sempre que o orçamento mudar de faixa. A mudança de faixa é o momento natural de adicionar, trocar ou cancelar ferramentas.</p>
`,
}
