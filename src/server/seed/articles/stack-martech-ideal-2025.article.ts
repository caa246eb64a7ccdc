import type { SeedArticle } from './types'

export const article: SeedArticle = {
  slug: 'stack-martech-ideal-2025',
  title: 'Stack martech ideal em 2025: as 7 camadas e o que ter em cada orçamento',
  description:
    'Monte a stack martech ideal: as 7 camadas em detalhe, o que ter até R$ 2 mil, até R$ 10 mil e acima disso por mês, e como integrar UTMs e CRM.',
  categorySlug: 'stack-martech',
  authorName: 'Rafael Menezes',
  publishedAt: '2025-06-10',
  tags: ['stack martech', 'martech', 'crm', 'automação de marketing', 'mídia paga'],
  featured: false,
  content: `
<p>Toda empresa que investe em marketing digital já tem uma stack martech, mesmo que nunca tenha usado esse nome. Um perfil no Instagram, uma conta de Google Ads, uma planilha de contatos e o WhatsApp do comercial formam, juntos, uma stack. A questão não é ter ou não ter, e sim se essas peças conversam entre si e ajudam a vender mais com o mesmo orçamento.</p>

<p>Este guia mostra como montar a <strong>stack martech ideal</strong> para a realidade de empresas brasileiras. Você vai conhecer as sete camadas em detalhe, entender como elas se conectam, ver o que faz sentido ter em cada faixa de orçamento e aprender a cuidar da parte que mais gera resultado e menos recebe atenção: a integração dos dados.</p>

<p>Se você ainda está se familiarizando com o conceito, vale começar pelo nosso artigo <a href="/blog/post/o-que-e-martech-2026">o que é martech</a> e voltar aqui em seguida.</p>

<h2>O que é uma stack martech, e o que ela não é</h2>

<p>Stack martech é o conjunto de tecnologias que uma empresa usa para atrair, converter, vender e reter clientes, organizado em camadas com funções claras. A palavra <em>stack</em>, que significa pilha, vem justamente dessa ideia de camadas sobrepostas, em que uma sustenta a outra.</p>

<p>Uma stack martech <strong>não é</strong> uma coleção de assinaturas. Se você não consegue explicar que pergunta de negócio cada ferramenta responde e para onde vão os dados que ela gera, provavelmente tem uma coleção, e não uma stack. A diferença aparece no resultado: numa stack de verdade, a venda registrada no CRM consegue ser rastreada até o anúncio que trouxe o cliente, e essa informação volta para a plataforma de mídia para melhorar as próximas campanhas.</p>

<p>Três princípios orientam todas as recomendações deste guia:</p>

<ul>
<li><strong>Função antes de marca:</strong> decida primeiro qual função precisa ser coberta e só depois escolha a ferramenta.</li>
<li><strong>Integração antes de quantidade:</strong> duas ferramentas bem conectadas valem mais que cinco isoladas.</li>
<li><strong>Ordem importa:</strong> algumas camadas só geram valor quando outras já estão funcionando. Automação sem CRM, por exemplo, vira disparo de e-mail sem contexto.</li>
</ul>

<h2>As sete camadas da stack martech em detalhe</h2>

<p>A seguir, cada camada com o que ela faz, exemplos de ferramentas usadas no mercado brasileiro e como ela se conecta com as demais. As marcas citadas são exemplos, não recomendações exclusivas. Para uma comparação mais aprofundada de ferramentas, veja o artigo <a href="/blog/post/stack-martech-ferramentas-2025">ferramentas de stack martech</a>.</p>

<h3>1. Analytics: a camada que mede tudo</h3>

<p><strong>O que faz:</strong> registra o comportamento dos visitantes no site ou aplicativo, as conversões e a origem do tráfego. É a base para responder “de onde vieram meus resultados?”.</p>

<p><strong>Exemplos:</strong> Google Analytics 4 para métricas de site, Google Tag Manager para gerenciar tags e eventos sem depender de desenvolvedor a cada mudança, Looker Studio para painéis e ferramentas de mapa de calor e gravação de sessões, como o Microsoft Clarity, para entender a experiência na página.</p>

<p><strong>Como se conecta:</strong> recebe os parâmetros UTM das campanhas, envia conversões para as plataformas de mídia, como na importação de metas do GA4 para o Google Ads, e alimenta os relatórios que orientam a redistribuição de verba.</p>

<p><strong>O mínimo bem feito:</strong></p>
<ul>
<li>Eventos de conversão configurados: envio de formulário, clique no WhatsApp, ligação, compra.</li>
<li>Filtro de tráfego interno para não contar os acessos do próprio time.</li>
<li>Um painel simples com investimento, leads, custo por lead e vendas por canal.</li>
</ul>

<h3>2. Mídia paga: a camada que gera demanda previsível</h3>

<p><strong>O que faz:</strong> compra atenção de forma controlada. É a camada que permite acelerar o crescimento com previsibilidade, desde que as outras camadas forneçam bons dados.</p>

<p><strong>Exemplos:</strong> Google Ads para anúncios de pesquisa, YouTube e Performance Max; Meta Ads para Facebook, Instagram e anúncios de clique para o WhatsApp; LinkedIn Ads para B2B com segmentação por cargo e setor; TikTok Ads para públicos jovens e conteúdos em vídeo curto.</p>

<p><strong>Como se conecta:</strong> recebe sinais de conversão do site, por meio de tags e da API de Conversões da Meta, e do CRM, por meio de conversões offline. Envia cliques com UTMs para o analytics e leads para a automação e o CRM.</p>

<p><strong>O ponto de atenção:</strong> as campanhas atuais dependem de lances automáticos. O algoritmo otimiza para o evento que você informar como conversão. Se o evento for “formulário enviado”, ele vai buscar mais formulários, inclusive os ruins. Por isso, a qualidade da mídia paga depende diretamente das camadas de analytics e CRM. Para escolher entre as plataformas, leia <a href="/blog/post/plataforma-midia-paga-como-escolher">como escolher a plataforma de mídia paga</a>.</p>

<h3>3. Automação de marketing: a camada que nutre</h3>

<p><strong>O que faz:</strong> envia a mensagem certa no momento certo, com base no comportamento do lead. Inclui fluxos de e-mail, pontuação de leads, segmentação e, cada vez mais, mensagens por WhatsApp.</p>

<p><strong>Exemplos:</strong> plataformas do tipo RD Station Marketing, HubSpot Marketing Hub, ActiveCampaign ou Mailchimp; soluções de atendimento e disparo pela API oficial do WhatsApp Business, contratadas por meio de provedores parceiros da Meta.</p>

<p><strong>Como se conecta:</strong> recebe leads dos formulários e das campanhas, registra interações e envia para o CRM os contatos que atingem critérios de qualificação. Também pode criar públicos personalizados para remarketing nas plataformas de mídia.</p>

<p><strong>Exemplo prático:</strong> uma escola de idiomas recebe leads de um anúncio oferecendo aula experimental. A automação envia imediatamente uma mensagem de confirmação, um lembrete na véspera da aula e, para quem não compareceu, uma sequência com depoimentos e uma condição especial de matrícula. Quem abre os e-mails e clica na página de preços ganha pontos e é priorizado pelo comercial.</p>

<h3>4. CRM: a camada que transforma lead em receita</h3>

<p><strong>O que faz:</strong> registra contatos, oportunidades, etapas de negociação e vendas fechadas. É a fonte da verdade sobre o que realmente gerou dinheiro.</p>

<p><strong>Exemplos:</strong> RD Station CRM, Pipedrive, HubSpot CRM, Agendor, Ploomes e, em empresas maiores, Salesforce. Para negócios muito pequenos, um CRM gratuito ou de entrada já é melhor que a planilha compartilhada.</p>

<p><strong>Como se conecta:</strong> recebe leads com a origem preservada, pelas UTMs e pelo identificador de clique, e devolve para as plataformas de mídia os eventos de qualificação e venda. É essa devolução que ensina o algoritmo a buscar clientes, e não apenas contatos.</p>

<p><strong>O mínimo bem feito:</strong></p>
<ul>
<li>Etapas de funil definidas, por exemplo: novo lead, contato feito, qualificado, proposta enviada, ganho e perdido.</li>
<li>Campos obrigatórios para origem, campanha e motivo de perda.</li>
<li>Registro do valor da venda, para calcular retorno por campanha.</li>
</ul>

<h3>5. Conteúdo: a camada que convence</h3>

<p><strong>O que faz:</strong> produz e publica o que atrai e convence o cliente: site, blog, landing pages, materiais ricos, vídeos e criativos de anúncio.</p>

<p><strong>Exemplos:</strong> WordPress ou outro CMS para site e blog, construtores de landing pages, muitas vezes incluídos na própria ferramenta de automação, Canva ou ferramentas de design para criativos, e ferramentas de pesquisa de palavras-chave para SEO.</p>

<p><strong>Como se conecta:</strong> as landing pages recebem o tráfego pago e precisam ter as tags de analytics e os formulários ligados à automação. O conteúdo do blog alimenta os fluxos de nutrição e gera públicos para remarketing. Uma landing page lenta ou confusa desperdiça verba de mídia, por melhor que seja a campanha.</p>

<h3>6. Social: a camada que constrói relacionamento</h3>

<p><strong>O que faz:</strong> gerencia presença orgânica, publicação, respostas e atendimento nas redes sociais, além do monitoramento do que se fala sobre a marca.</p>

<p><strong>Exemplos:</strong> Meta Business Suite para Facebook e Instagram, ferramentas de agendamento e gestão de redes como mLabs, e soluções de escuta social para marcas com maior volume de menções.</p>

<p><strong>Como se conecta:</strong> alimenta públicos de engajamento para campanhas pagas, gera conversas que precisam chegar ao CRM e serve de laboratório: um post orgânico que performa bem costuma virar um bom criativo de anúncio.</p>

<h3>7. IA: a camada que acelera as outras seis</h3>

<p><strong>O que faz:</strong> automatiza tarefas analíticas e criativas em todas as camadas. Planeja mídia, projeta resultados, sugere divisão de verba, gera variações de anúncios, resume relatórios e identifica padrões nos dados.</p>

<p><strong>Exemplos:</strong> planejadores de mídia com IA, como o <a href="/ai-planner">AI Planner</a>, assistentes de IA generativa para textos e análises, e os recursos automatizados das próprias plataformas, como lances inteligentes e campanhas automatizadas.</p>

<p><strong>Como se conecta:</strong> consome dados das outras camadas e devolve decisões ou conteúdos. Quanto melhores os dados de analytics e CRM, melhores as recomendações. Um cuidado importante: ao usar ferramentas de IA com dados de clientes, observe a LGPD e evite colar informações pessoais em serviços sem garantias contratuais adequadas. Para aprofundar, leia o <a href="/blog/post/ia-em-midia-paga-guia-completo">guia completo de IA em mídia paga</a>.</p>

<h2>Como as camadas se conectam: o fluxo dos dados</h2>

<p>A melhor forma de entender uma stack é seguir o caminho de um cliente. Veja o fluxo ideal, do anúncio à venda e de volta ao anúncio:</p>

<ol>
<li>A pessoa vê um anúncio no Instagram ou pesquisa no Google e clica. O link carrega parâmetros UTM e a plataforma adiciona seu identificador de clique.</li>
<li>Ela chega à landing page, onde o analytics registra a visita, a origem e o comportamento.</li>
<li>Ela preenche o formulário ou clica no botão do WhatsApp. O evento de conversão é registrado no analytics e enviado para a plataforma de anúncios.</li>
<li>O lead entra na automação com a origem preservada e recebe a primeira mensagem.</li>
<li>Quando atinge critérios de qualificação, o lead vai para o CRM e o vendedor assume.</li>
<li>A venda é fechada e registrada no CRM com valor.</li>
<li>O CRM devolve para o Google Ads e para a Meta a informação de que aquele lead virou venda, por meio de conversões offline.</li>
<li>O algoritmo aprende quais perfis compram e passa a buscar mais pessoas parecidas. A IA de planejamento usa os custos e taxas reais para projetar o próximo ciclo.</li>
</ol>

<p>Se qualquer elo se rompe, o aprendizado para. O caso mais comum no Brasil é o salto para o WhatsApp, que tratamos mais adiante.</p>

<h2>A stack martech por faixa de orçamento</h2>

<p>Não existe uma stack única para todas as empresas. A seguir, o que ter em cada faixa de investimento mensal total em marketing digital, somando mídia e ferramentas. Os valores são referências práticas, não regras rígidas.</p>

<h3>Até R$ 2.000 por mês: foco e fundação</h3>

<p>Nessa faixa, o principal risco é pulverizar. Com pouca verba, cada real precisa gerar aprendizado, e o gasto com ferramentas deve ser mínimo.</p>

<p><strong>O que ter:</strong></p>
<ul>
<li><strong>Analytics:</strong> Google Analytics 4 e Google Tag Manager, ambos gratuitos, com as conversões principais configuradas.</li>
<li><strong>Mídia paga:</strong> um canal principal. Se há demanda de busca pelo seu produto, comece pelo Google Ads; se o produto precisa ser descoberto, comece pela Meta, possivelmente com anúncios de clique para o WhatsApp.</li>
<li><strong>CRM:</strong> um CRM gratuito ou de plano de entrada, com etapas simples e registro de origem.</li>
<li><strong>Conteúdo:</strong> uma landing page objetiva por oferta, com prova social e chamada clara.</li>
</ul>

<p><strong>Ordem de implantação:</strong> analytics, depois CRM, depois mídia. Automação de e-mail e ferramentas de social pagas podem esperar.</p>

<p><strong>Exemplo:</strong> um escritório de contabilidade com R$ 1.800 por mês coloca cerca de R$ 1.500 em Google Ads, em campanhas de pesquisa para termos como abertura de empresa e contador para MEI na sua cidade, usa ferramentas gratuitas de analytics e reserva o restante para um CRM de entrada. Com um custo por lead estimado de R$ 30, a regra prática de orçamento mínimo, <em>CPA estimado × 50 conversões</em>, indica justamente cerca de R$ 1.500 para uma campanha ter volume para aprender. Dividir essa verba em vários canais comprometeria o aprendizado de todos.</p>

<h3>De R$ 2.000 a R$ 10.000 por mês: integração e nutrição</h3>

<p>Aqui já cabe uma estrutura com dois canais de mídia e a primeira camada de automação. O foco é conectar as peças.</p>

<p><strong>O que ter, além da faixa anterior:</strong></p>
<ul>
<li><strong>Mídia paga:</strong> dois canais complementares, normalmente pesquisa no Google Ads e redes sociais na Meta, com remarketing ativo.</li>
<li><strong>Automação de marketing:</strong> uma ferramenta com fluxos de boas-vindas, nutrição e recuperação de leads frios.</li>
<li><strong>CRM integrado:</strong> leads entrando automaticamente, com UTMs, e motivos de perda registrados.</li>
<li><strong>Conversões offline:</strong> primeiros envios de leads qualificados e vendas de volta para o Google Ads e a Meta.</li>
<li><strong>Social:</strong> ferramenta de agendamento e calendário editorial.</li>
<li><strong>IA:</strong> planejamento de mídia com IA para projetar cenários e dividir verba, além de apoio na criação de variações de anúncios.</li>
</ul>

<p><strong>Ordem de implantação:</strong> integrar CRM e formulários, ativar o segundo canal de mídia, implantar a automação e, por fim, as conversões offline.</p>

<p><strong>Exemplo de divisão:</strong> uma empresa de energia solar com R$ 6.000 por mês pode aplicar a lógica 70-20-10: cerca de R$ 4.200 no canal que já traz vendas, por exemplo pesquisa no Google Ads; R$ 1.200 em Meta Ads para gerar demanda e fazer remarketing; e R$ 600 em testes, como novos públicos, formatos de vídeo ou uma campanha de clique para o WhatsApp. Ferramentas de automação e CRM entram no orçamento como custo fixo e devem ser revistas a cada trimestre.</p>

<h3>Acima de R$ 10.000 por mês: escala e inteligência</h3>

<p>Aqui, pequenas melhorias de eficiência valem muito em reais, e a stack completa se paga.</p>

<p><strong>O que ter, além das faixas anteriores:</strong></p>
<ul>
<li><strong>Mídia paga:</strong> três ou mais canais, incluindo LinkedIn Ads para B2B ou YouTube e TikTok para marcas B2C, com estrutura de testes contínuos.</li>
<li><strong>Mensuração avançada:</strong> API de Conversões da Meta, conversões otimizadas do Google Ads, envio de conversões offline com valor e painéis consolidados.</li>
<li><strong>Automação avançada:</strong> pontuação de leads, segmentação por comportamento e jornadas por WhatsApp integradas ao CRM.</li>
<li><strong>CRM com dados de receita:</strong> valor de venda, margem e recorrência por canal, permitindo otimizar para receita e não só para volume.</li>
<li><strong>Conteúdo e social:</strong> produção recorrente de criativos, testes de landing pages e escuta social.</li>
<li><strong>IA:</strong> planejamento, projeção e revisão de cenários a cada ciclo, com análises semanais assistidas.</li>
</ul>

<p><strong>Ordem de implantação:</strong> primeiro mensuração avançada e conversões offline, depois ampliação de canais, por fim automação avançada e testes de conteúdo. Escalar canais sem mensuração sólida apenas multiplica o desperdício.</p>

<h2>Integração e dados: onde a stack realmente gera resultado</h2>

<p>O que diferencia uma stack que funciona é a qualidade dos dados que circulam entre as ferramentas. Estas práticas fazem a maior diferença.</p>

<h3>Padrão de UTMs</h3>

<p>UTMs são parâmetros adicionados ao link que informam origem, mídia e campanha. Defina um padrão e use em todos os links, sempre em letras minúsculas e sem acentos. Um exemplo:</p>

<pre><code>https://seusite.com.br/oferta?utm_source=meta&amp;utm_medium=cpc&amp;utm_campaign=implante-sp-2025-06&amp;utm_content=video-depoimento</code></pre>

<ul>
<li><strong>utm_source:</strong> a plataforma, como google, meta ou linkedin.</li>
<li><strong>utm_medium:</strong> o tipo de mídia, como cpc, email ou social.</li>
<li><strong>utm_campaign:</strong> o nome da campanha, seguindo uma regra fixa de produto, região e período.</li>
<li><strong>utm_content:</strong> o criativo ou a variação do anúncio.</li>
</ul>

<p>Garanta que o formulário capture esses parâmetros em campos ocultos e os envie para a automação e o CRM. No Google Ads, ative também a marcação automática, que adiciona o identificador de clique necessário para as conversões offline.</p>

<p><strong>E o WhatsApp?</strong> Quando o anúncio leva direto para uma conversa, use mensagens pré-preenchidas diferentes por campanha, por exemplo com um código curto no final, e registre esse código no CRM. Ferramentas de atendimento integradas à API oficial do WhatsApp Business conseguem capturar a origem automaticamente em anúncios de clique para o WhatsApp.</p>

<h3>Conversões offline</h3>

<p>Conversões offline são eventos que acontecem fora do site, geralmente no CRM, como lead qualificado, reunião realizada ou venda fechada, e que são enviados de volta às plataformas de anúncios. No Google Ads, isso é feito pela importação de conversões, usando o identificador de clique ou dados do cliente criptografados por meio das conversões otimizadas para leads. Na Meta, o caminho é a API de Conversões, que também aceita eventos vindos do CRM.</p>

<p>Observe os prazos: as plataformas aceitam conversões apenas dentro de janelas limitadas após o clique, então envios frequentes, de preferência diários e automatizados, funcionam melhor que uma planilha mensal.</p>

<h3>Feedback do CRM para a mídia</h3>

<p>O ganho real aparece quando você muda o objetivo das campanhas. Em vez de otimizar para “formulário enviado”, passe a otimizar para “lead qualificado” ou “venda”, assim que houver volume suficiente desses eventos. Para isso:</p>

<ol>
<li>Defina critérios objetivos de qualificação junto com o time comercial.</li>
<li>Garanta que os vendedores atualizem as etapas no CRM em até 24 ou 48 horas.</li>
<li>Automatize o envio desses eventos para as plataformas.</li>
<li>Compare, mês a mês, o custo por lead qualificado e o custo por venda de cada campanha, e não só o custo por lead.</li>
</ol>

<h3>LGPD e consentimento</h3>

<p>Integração de dados exige responsabilidade. Tenha política de privacidade atualizada, banner de cookies com opções reais de escolha, base legal definida para cada uso de dados e contratos adequados com os fornecedores. Ao enviar dados de clientes para plataformas de anúncios, use os mecanismos de criptografia previstos por elas e respeite as preferências de consentimento.</p>

<h2>Erros mais comuns ao montar a stack</h2>

<ul>
<li><strong>Começar pela ferramenta mais cara:</strong> uma plataforma completa de automação não resolve a falta de tags de conversão e de CRM.</li>
<li><strong>Ferramentas que não conversam:</strong> leads copiados manualmente de uma ferramenta para outra perdem a origem e atrasam o atendimento.</li>
<li><strong>Otimizar para o evento errado:</strong> campanhas otimizadas para cliques ou formulários trazem volume, não necessariamente clientes.</li>
<li><strong>UTMs inconsistentes:</strong> “Meta”, “facebook” e “fb” no mesmo relatório tornam a análise impossível.</li>
<li><strong>CRM desatualizado:</strong> se o comercial não registra o resultado, o ciclo de feedback não fecha.</li>
<li><strong>Verba pulverizada:</strong> muitos canais com pouco orçamento impedem o aprendizado dos algoritmos.</li>
<li><strong>Não revisar a stack:</strong> assinaturas esquecidas se acumulam. Revise a cada trimestre; se o custo de software se aproxima do investimento em anúncios, algo sobra.</li>
</ul>

<h2>Checklist: como está a sua stack?</h2>

<p>Responda sim ou não a cada item e some as respostas positivas.</p>

<ol>
<li>O Google Analytics 4 está instalado com conversões configuradas.</li>
<li>Uso Google Tag Manager para gerenciar as tags.</li>
<li>Tenho um padrão de UTMs documentado e usado por todos.</li>
<li>Os formulários capturam UTMs em campos ocultos.</li>
<li>A origem dos leads de WhatsApp é registrada.</li>
<li>Todo lead entra automaticamente no CRM.</li>
<li>O CRM tem etapas de funil e motivos de perda definidos.</li>
<li>O valor das vendas é registrado no CRM.</li>
<li>Envio conversões offline para o Google Ads ou para a Meta.</li>
<li>Tenho fluxos de nutrição para leads que não compraram.</li>
<li>Faço remarketing nas plataformas de mídia.</li>
<li>Tenho um plano de mídia com meta e projeção antes de investir.</li>
<li>Uso IA para planejar ou analisar campanhas.</li>
<li>Tenho política de privacidade e banner de cookies adequados à LGPD.</li>
<li>Reviso ferramentas e resultados pelo menos uma vez por trimestre.</li>
</ol>

<ul>
<li><strong>12 a 15 respostas sim:</strong> stack madura. Foque em otimizar para receita e testar novos canais.</li>
<li><strong>8 a 11:</strong> boa base. Priorize conversões offline e automação.</li>
<li><strong>4 a 7:</strong> estrutura inicial. Foque em UTMs, CRM integrado e plano de mídia.</li>
<li><strong>0 a 3:</strong> comece pela fundação: analytics, conversões e um CRM simples.</li>
</ul>

<p><strong>Quer saber quanto investir e como dividir a verba entre as camadas de mídia?</strong> <a href="/ai-planner">Monte seu plano de mídia gratuito com o AI Planner</a> e receba, em menos de 5 minutos, uma análise de viabilidade com resultados projetados e divisão entre anúncios de pesquisa e de redes sociais.</p>

<h2>Perguntas frequentes</h2>

<h3>Qual camada devo implantar primeiro?</h3>
<p>Analytics. Sem medir conversões, você não sabe o que funciona nas demais camadas. Em seguida, um CRM simples, e só então a ampliação da mídia paga e a automação.</p>

<h3>Preciso de uma ferramenta para cada camada?</h3>
<p>Não. Muitas ferramentas cobrem mais de uma camada, como plataformas que reúnem automação, landing pages e CRM. Para empresas menores, concentrar funções em poucas ferramentas bem integradas costuma ser mais eficiente.</p>

<h3>Como medir leads que chegam pelo WhatsApp?</h3>
<p>Use mensagens pré-preenchidas com códigos por campanha, links rastreados e, se possível, uma ferramenta de atendimento integrada à API oficial do WhatsApp Business que registre a origem no CRM.</p>

<h3>Onde o AI Planner entra na stack?</h3>
<p>Na camada de IA, conectado à mídia paga. Ele recebe produto, ticket médio, orçamento e meta de leads e devolve um plano com viabilidade, projeções e divisão de verba. O planejamento é gratuito, e os planos pagos começam em R$ 497 por mês, com 14 dias de teste grátis.</p>

<h2>Próximos passos</h2>

<p>A stack martech ideal não é a mais cara: é a que cabe no seu orçamento, cobre as camadas na ordem certa e faz os dados circularem do anúncio à venda e de volta ao anúncio. Comece pela fundação, integre antes de expandir e planeje com base em números.</p>

<p>Para transformar a stack em campanhas, leia o <a href="/blog/post/planejamento-de-campanha-guia-completo">guia completo de planejamento de campanha</a> e o <a href="/blog/post/planejamento-de-midia-guia-definitivo">guia definitivo de planejamento de mídia</a>. E, quando quiser ver tudo isso funcionando, conheça o <a href="/planejamento-de-midia">planejamento de mídia com IA da MídiaPlan</a>, com planos a partir de R$ 497 por mês e 14 dias de teste grátis.</p>
`,
}
