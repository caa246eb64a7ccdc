import type { SeedArticle } from './types'

export const article: SeedArticle = {
  slug: 'planejamento-de-campanha-guia-completo',
  title: 'Planejamento de campanha: guia completo com os 8 pilares e modelo de briefing',
  description:
    'Os 8 pilares do planejamento de campanha, de metas SMART a testes, com exemplos em reais, checklists e um modelo de briefing pronto para usar.',
  categorySlug: 'planejamento',
  authorName: 'Juliana Prado',
  publishedAt: '2025-08-19',
  tags: ['planejamento de campanha', 'briefing', 'mídia paga', 'metas smart', 'mensuração'],
  featured: false,
  content: `
<p>Toda campanha de mídia paga começa com uma pergunta simples: <strong>o que precisa acontecer no negócio para que esse investimento tenha valido a pena?</strong> Quando essa resposta não existe, a campanha vira uma sequência de impulsos: sobe um anúncio aqui, aumenta o orçamento ali, troca o criativo porque “não está performando”. Ao final do mês, ninguém sabe dizer se o dinheiro trouxe resultado ou apenas cliques.</p>
<p>O planejamento de campanha existe para evitar esse cenário. Ele transforma uma intenção vaga, como “vender mais”, em um conjunto de decisões conectadas: quem queremos atingir, com qual oferta, em quais canais, com quanto dinheiro, com quais peças, como vamos medir e quando vamos ajustar. Neste guia, organizamos essas decisões em <strong>oito pilares</strong>, cada um com exemplos em reais e uma mini-checklist para você aplicar na próxima campanha.</p>

<h2>O que é planejamento de campanha (e o que ele não é)</h2>
<p>Planejamento de campanha é o processo de definir, antes do primeiro real investido, <strong>o objetivo, a estratégia, os recursos e os critérios de sucesso</strong> de uma ação de marketing com início, meio e fim. Uma campanha pode ser o lançamento de um produto, uma data sazonal como o Dia das Mães, uma ação de captação de leads para um trimestre ou uma promoção de queima de estoque.</p>
<p>Vale separar dois conceitos que costumam ser confundidos:</p>
<ul>
<li><strong>Planejamento de mídia</strong> é a parte que responde onde, quando e quanto investir: canais, orçamento, calendário e projeções. Tratamos esse tema em profundidade no <a href="/blog/post/planejamento-de-midia-guia-definitivo">guia definitivo de planejamento de mídia</a>.</li>
<li><strong>Planejamento de campanha</strong> é mais amplo: inclui a mídia, mas também a oferta, a mensagem, os criativos, a mensuração e o processo de otimização.</li>
</ul>
<p>Planejar também não significa produzir um documento de 40 páginas que ninguém lê. Um bom plano cabe em duas ou três páginas e é revisado durante a campanha: é um mapa, não um contrato imutável.</p>

<h2>Os 8 pilares do planejamento de campanha</h2>
<p>Para tornar os pilares concretos, vamos acompanhar um exemplo ao longo do texto: uma <strong>loja de móveis planejados em Campinas (SP)</strong>, com ticket médio de R$ 15.000 por projeto, que quer usar mídia paga para gerar pedidos de orçamento entre setembro e outubro. Sempre que fizer sentido, trazemos também exemplos de outros tipos de negócio.</p>

<h3>1. Objetivo e metas: SMART e etapa do funil</h3>
<p>Tudo começa pelo objetivo de negócio, não pela métrica de mídia. “Ter mais seguidores” ou “aumentar o CTR” são meios; o objetivo real costuma ser vender mais, reduzir o custo de aquisição, entrar em uma nova região ou lançar um produto.</p>
<p>A partir dele, definimos metas no formato <strong>SMART</strong>: específicas, mensuráveis, atingíveis, relevantes e com prazo. Compare:</p>
<ul>
<li><em>Meta vaga:</em> “Aumentar as vendas de móveis planejados.”</li>
<li><em>Meta SMART:</em> “Gerar 300 pedidos de orçamento qualificados em Campinas e região entre 1º de setembro e 31 de outubro, com custo por lead de até R$ 50, para fechar 24 projetos.”</li>
</ul>
<p>A segunda versão já carrega uma lógica de negócio: 24 projetos a partir de 300 leads pressupõem uma taxa de conversão de lead em venda de 8%. E 24 projetos de R$ 15.000 representam R$ 360.000 em faturamento, o que permite avaliar se investir até R$ 15.000 em mídia (300 leads × R$ 50) faz sentido.</p>
<p>Também é preciso definir em que <strong>etapa do funil</strong> a campanha atua:</p>
<ul>
<li><strong>Topo (consciência):</strong> apresentar a marca para quem ainda não conhece. Métricas típicas: alcance, CPM, visualizações de vídeo.</li>
<li><strong>Meio (consideração):</strong> gerar interesse e comparação. Métricas típicas: cliques, tempo na página, engajamento qualificado.</li>
<li><strong>Fundo (conversão):</strong> transformar interesse em ação. Métricas típicas: leads, vendas, custo por lead (CPL) e custo por aquisição (CPA).</li>
</ul>
<p>Uma campanha pode atuar em mais de uma etapa, mas cada conjunto de anúncios deve ter um único objetivo principal.</p>
<p><strong>Mini-checklist do pilar 1:</strong></p>
<ul>
<li>O objetivo de negócio está escrito em uma frase?</li>
<li>A meta tem número, prazo e custo máximo aceitável?</li>
<li>Está claro em que etapa do funil cada parte da campanha atua?</li>
<li>Vendas e marketing concordam com a definição de lead qualificado?</li>
</ul>

<h3>2. Público e personas</h3>
<p>O segundo pilar responde: <strong>para quem estamos falando?</strong> Uma persona útil não é uma ficha com idade e hobby inventados; é uma descrição do contexto de compra. No exemplo da loja de móveis, uma persona poderia ser:</p>
<blockquote><p>Carla, 34 anos, comprou um apartamento na planta em Campinas e recebe as chaves em três meses. Pesquisa referências no Instagram e no Pinterest, tem medo de atrasos na entrega e de o orçamento final ser muito maior que o inicial. Decide a compra junto com o parceiro e compara pelo menos três lojas.</p></blockquote>
<p>Dessa descrição saem decisões de segmentação e de mensagem. No Google, Carla provavelmente busca “móveis planejados campinas preço” ou “cozinha planejada apartamento pequeno”. No Meta Ads, pode ser alcançada por interesses em decoração e imóveis, por públicos semelhantes aos clientes atuais e por remarketing.</p>
<p>Organize os públicos em três camadas:</p>
<ul>
<li><strong>Dados próprios:</strong> clientes, leads antigos e visitantes do site. Melhor desempenho, pouco volume.</li>
<li><strong>Públicos semelhantes e de intenção:</strong> lookalikes, palavras-chave de busca, segmentos de mercado.</li>
<li><strong>Públicos amplos:</strong> segmentação aberta, em que o algoritmo encontra as pessoas a partir do criativo.</li>
</ul>
<p>Não esqueça das <strong>exclusões</strong>: clientes que acabaram de comprar, funcionários, regiões que a empresa não atende. Para a loja de Campinas, mostrar anúncio para quem mora em Manaus é desperdício puro.</p>
<p><strong>Mini-checklist do pilar 2:</strong></p>
<ul>
<li>Existe pelo menos uma persona baseada em conversas reais com clientes ou com o time de vendas?</li>
<li>A região de atendimento está configurada corretamente?</li>
<li>Listas de clientes usadas em anúncios têm base legal adequada segundo a LGPD?</li>
<li>As exclusões de público estão definidas?</li>
</ul>

<h3>3. Oferta e mensagem</h3>
<p>Mídia paga amplifica a oferta; não conserta uma oferta fraca. A pergunta aqui é: <strong>por que alguém deveria agir agora, com você, e não com o concorrente?</strong></p>
<p>No exemplo, “móveis planejados de qualidade” não é oferta; é o que todos dizem. Ofertas mais fortes seriam “projeto 3D gratuito em até 5 dias úteis” ou “visita técnica sem custo e orçamento fechado, sem surpresas na instalação”. Repare que a segunda oferta conversa diretamente com o medo da persona.</p>
<p>Uma mensagem bem construída costuma ter quatro elementos:</p>
<ol>
<li><strong>Dor ou desejo:</strong> “Seu apartamento novo merece móveis que cabem de verdade.”</li>
<li><strong>Proposta de valor:</strong> “Projeto sob medida com orçamento fechado.”</li>
<li><strong>Prova:</strong> fotos de projetos entregues, avaliações no Google, tempo de mercado.</li>
<li><strong>Chamada para ação:</strong> “Peça seu projeto 3D gratuito.”</li>
</ol>
<p>A mensagem também muda conforme o funil: no topo, a transformação do ambiente; no meio, diferenciais; no fundo, redução de risco com garantias, prazos e condições de pagamento. E mantenha a coerência entre anúncio e página de destino: se o anúncio promete projeto 3D gratuito, a página precisa mostrar isso logo no início.</p>
<p><strong>Mini-checklist do pilar 3:</strong></p>
<ul>
<li>A oferta é específica e difícil de copiar?</li>
<li>As três principais objeções do cliente foram respondidas na mensagem?</li>
<li>A página de destino repete a promessa do anúncio?</li>
<li>Existe uma chamada para ação única e clara?</li>
</ul>

<h3>4. Canais e mix de mídia</h3>
<p>Cada canal cumpre um papel diferente. De forma simplificada:</p>
<ul>
<li><strong>Google Ads (rede de pesquisa):</strong> captura a demanda que já existe. Quem busca “móveis planejados campinas” já está no mercado. Tende a ter CPL mais alto, mas leads mais prontos.</li>
<li><strong>Meta Ads (Instagram e Facebook):</strong> gera demanda e trabalha o desejo por meio de imagem e vídeo. Costuma ter CPL menor, com leads que exigem mais nutrição.</li>
<li><strong>YouTube, LinkedIn Ads e TikTok Ads:</strong> complementos para explicar produtos complexos, atingir decisores B2B ou públicos jovens, respectivamente.</li>
</ul>
<p>Para a maioria das pequenas e médias empresas, a combinação de <strong>busca + social</strong> resolve a maior parte do funil. Na loja de móveis, uma divisão inicial de R$ 15.000 nos dois meses poderia ser 55% no Google Ads (R$ 8.250) e 45% no Meta Ads (R$ 6.750), com revisão após as primeiras semanas de dados. Se você está em dúvida sobre quais ferramentas escolher, veja nosso artigo sobre <a href="/blog/post/plataforma-midia-paga-como-escolher">como escolher uma plataforma de mídia paga</a>.</p>
<p><strong>Mini-checklist do pilar 4:</strong></p>
<ul>
<li>Cada canal tem um papel definido no funil?</li>
<li>O número de canais é compatível com o orçamento (poucos canais bem financiados valem mais que muitos subfinanciados)?</li>
<li>Há critério para redistribuir verba entre canais durante a campanha?</li>
</ul>

<h3>5. Orçamento e viabilidade</h3>
<p>Aqui o planejamento vira matemática. O caminho mais seguro é o <strong>funil reverso</strong>: partir da meta de vendas e calcular o investimento necessário.</p>
<ol>
<li>Meta: 24 projetos vendidos em dois meses.</li>
<li>Taxa de conversão de lead em venda: 8%. Logo, são necessários 24 ÷ 0,08 = 300 leads.</li>
<li>CPL estimado: R$ 50. Logo, o investimento necessário é 300 × R$ 50 = R$ 15.000, ou R$ 7.500 por mês.</li>
<li>Custo de mídia por venda: R$ 15.000 ÷ 24 = R$ 625.</li>
</ol>
<p>Agora, a pergunta de viabilidade: <strong>a empresa pode pagar R$ 625 de mídia por venda?</strong> Se a margem de contribuição de um projeto de R$ 15.000 é de 30%, cada venda deixa R$ 4.500 para cobrir custos fixos e lucro. Gastar R$ 625 em mídia para obter R$ 4.500 de margem é saudável. Já um e-commerce que vende um produto de R$ 120 com margem de R$ 36 não pode pagar R$ 50 de mídia por venda: a conta não fecha.</p>
<p>Outro ponto é o <strong>orçamento mínimo por campanha</strong>. As plataformas precisam de um volume de conversões para sair da fase de aprendizado e estabilizar a entrega. Uma referência prática é orçar pelo menos o CPA estimado multiplicado por 50 conversões. Com CPL de R$ 50, isso significa cerca de R$ 2.500 por campanha otimizada para leads. Com R$ 7.500 por mês, a loja consegue sustentar bem duas ou três campanhas; dividir em dez campanhas pequenas deixaria todas presas no aprendizado.</p>
<p>Detalhamos essas regras, incluindo a alocação 70-20-10, no <a href="/blog/post/planejamento-de-midia-guia-definitivo">guia definitivo de planejamento de mídia</a>.</p>
<p><strong>Mini-checklist do pilar 5:</strong></p>
<ul>
<li>O orçamento foi calculado a partir da meta, e não o contrário?</li>
<li>O custo por venda cabe na margem de contribuição?</li>
<li>Cada campanha tem verba suficiente para sair da fase de aprendizado?</li>
<li>Existe uma reserva para escalar o que funcionar?</li>
</ul>

<h3>6. Criativos</h3>
<p>Com segmentações cada vez mais automatizadas, o criativo passou a fazer boa parte do trabalho de segmentação: um vídeo que fala com “quem acabou de pegar as chaves do apartamento” seleciona o próprio público.</p>
<p>Planeje os criativos como um sistema, não como peças soltas:</p>
<ul>
<li><strong>Conceitos:</strong> comece com três a cinco ângulos diferentes, por exemplo “antes e depois”, “orçamento sem surpresas”, “depoimento de cliente” e “tour por projeto entregue”.</li>
<li><strong>Formatos:</strong> vertical 9:16 para Reels e Stories, 4:5 para o feed, carrossel para mostrar ambientes. No Google, anúncios responsivos de pesquisa aceitam até 15 títulos e 4 descrições; use essa variedade.</li>
<li><strong>Gancho:</strong> os primeiros segundos do vídeo decidem se a pessoa continua assistindo. Abra com o problema ou com o resultado, nunca com o logotipo.</li>
<li><strong>Variações:</strong> para cada conceito vencedor, crie variações de título, abertura e chamada.</li>
</ul>
<p>Monitore o <strong>desgaste criativo</strong>: quando a frequência sobe e a taxa de cliques cai semana após semana, é hora de renovar as peças.</p>
<p><strong>Mini-checklist do pilar 6:</strong></p>
<ul>
<li>Há pelo menos três conceitos criativos distintos para testar?</li>
<li>Os formatos cobrem os posicionamentos principais de cada canal?</li>
<li>Os primeiros segundos de cada vídeo comunicam a promessa?</li>
<li>Existe um cronograma de renovação de peças?</li>
</ul>

<h3>7. Mensuração e rastreamento: UTMs, pixels, conversões e LGPD</h3>
<p>Sem mensuração confiável, todas as decisões dos pilares anteriores viram opinião. Este pilar define <strong>o que será medido, onde e como</strong>, antes de a campanha ir ao ar.</p>
<p>Comece pelo padrão de <strong>UTMs</strong>, os parâmetros adicionados ao link que dizem de onde veio cada visita. Defina uma convenção e use-a em todos os anúncios. Um exemplo:</p>
<pre>https://www.seusite.com.br/orcamento?utm_source=meta&amp;utm_medium=paid_social&amp;utm_campaign=planejados_campinas_set25&amp;utm_content=video_antes_depois</pre>
<p>Use sempre letras minúsculas, sem acentos e sem espaços, e registre a convenção em uma planilha compartilhada. Parece detalhe, mas <code>Meta</code>, <code>meta</code> e <code>facebook</code> viram três fontes diferentes nos relatórios.</p>
<p>Depois, configure a camada técnica:</p>
<ul>
<li><strong>Pixel da Meta e API de Conversões</strong>, para que os eventos de lead e compra cheguem à plataforma mesmo com bloqueadores e restrições de navegador.</li>
<li><strong>Tag do Google e ações de conversão</strong> no Google Ads, de preferência com conversões otimizadas.</li>
<li><strong>Google Analytics 4</strong> com eventos principais definidos (envio de formulário, clique no WhatsApp, compra).</li>
<li><strong>Integração com o CRM</strong>, para saber quais leads viraram venda. Devolver essa informação às plataformas, por meio de conversões offline, ajuda os algoritmos a buscar leads parecidos com os que compram.</li>
</ul>
<p>Por fim, a <strong>LGPD</strong>. A coleta de dados para publicidade precisa de base legal, normalmente o consentimento do titular para cookies de marketing. Tenha um banner de cookies que respeite a escolha do visitante, uma política de privacidade clara e cuidado redobrado ao subir listas de clientes para as plataformas.</p>
<p><strong>Mini-checklist do pilar 7:</strong></p>
<ul>
<li>Existe uma convenção de UTMs documentada?</li>
<li>Pixel, API de Conversões e tag do Google foram testados com uma conversão real?</li>
<li>O CRM registra a origem de cada lead?</li>
<li>O banner de cookies e a política de privacidade estão de acordo com a LGPD?</li>
</ul>

<h3>8. Cronograma, otimização e testes</h3>
<p>O último pilar organiza o tempo. Uma campanha bem planejada tem um cronograma que começa antes do lançamento e termina depois dele:</p>
<ul>
<li><strong>D-15:</strong> briefing aprovado e metas acordadas.</li>
<li><strong>D-10:</strong> criativos e página de destino em produção.</li>
<li><strong>D-5:</strong> rastreamento testado de ponta a ponta, campanhas configuradas e revisadas.</li>
<li><strong>D0:</strong> lançamento.</li>
<li><strong>D1 a D14:</strong> fase de aprendizado. Evite mudanças bruscas de orçamento ou segmentação, que reiniciam o aprendizado.</li>
<li><strong>Semanalmente:</strong> revisão de métricas, pausa do que está claramente abaixo da meta e reforço do que está acima.</li>
<li><strong>Fim da campanha:</strong> relatório com resultados, aprendizados e recomendações para a próxima.</li>
</ul>
<p>Sobre testes, a regra de ouro é <strong>testar uma variável por vez</strong> e esperar volume suficiente antes de concluir. Imagine dois criativos: o A com CPL de R$ 45 e o B com CPL de R$ 52, cada um com 20 leads. A diferença parece clara, mas com tão poucos eventos ela pode ser puro acaso. Se, após 60 leads em cada versão, o A se mantiver mais barato, aí sim vale concentrar verba nele.</p>
<p>Registre cada teste em uma planilha simples: hipótese, variável, período, resultado e decisão. Esse histórico vira um ativo valioso do seu marketing.</p>
<p><strong>Mini-checklist do pilar 8:</strong></p>
<ul>
<li>O cronograma tem datas e responsáveis?</li>
<li>A equipe sabe que não deve mexer nas campanhas durante o aprendizado sem motivo?</li>
<li>Cada teste tem uma hipótese escrita e um critério de decisão?</li>
<li>Há uma data marcada para o relatório final?</li>
</ul>

<h2>Modelo de briefing de campanha</h2>
<p>O briefing reúne os oito pilares em um só lugar. Copie a estrutura abaixo e preencha antes de conversar com agência ou time interno:</p>
<ol>
<li><strong>Nome da campanha e período:</strong> por exemplo, “Planejados Campinas, 01/09 a 31/10”.</li>
<li><strong>Objetivo de negócio:</strong> o que precisa mudar no negócio.</li>
<li><strong>Meta SMART:</strong> número, prazo e custo máximo (leads, vendas, CPL, CPA).</li>
<li><strong>Etapas do funil atendidas:</strong> topo, meio, fundo.</li>
<li><strong>Público e personas:</strong> quem é, onde está, o que busca, o que teme.</li>
<li><strong>Região de atendimento e exclusões.</strong></li>
<li><strong>Oferta:</strong> o que a pessoa recebe ao agir agora.</li>
<li><strong>Mensagem principal e provas:</strong> promessa, diferenciais, depoimentos.</li>
<li><strong>Canais e papel de cada um.</strong></li>
<li><strong>Orçamento total, divisão por canal e orçamento mínimo por campanha.</strong></li>
<li><strong>Dados de negócio:</strong> ticket médio, margem, taxa de conversão de lead em venda.</li>
<li><strong>Criativos necessários:</strong> conceitos, formatos, quantidade e prazos.</li>
<li><strong>Página de destino:</strong> URL, formulário, integração com CRM.</li>
<li><strong>Plano de mensuração:</strong> conversões, UTMs, pixels, painel de acompanhamento.</li>
<li><strong>Cronograma e responsáveis.</strong></li>
<li><strong>Plano de testes:</strong> hipóteses priorizadas.</li>
<li><strong>Critérios de sucesso e de interrupção:</strong> o que faz a campanha ser ampliada, ajustada ou pausada.</li>
</ol>
<p>O item 17 é o mais esquecido e um dos mais importantes. Definir de antemão que “se o CPL passar de R$ 70 por duas semanas seguidas, revisamos oferta e criativos” evita discussões emocionais no meio da campanha.</p>

<h2>Erros mais comuns no planejamento de campanha</h2>
<p>Mesmo equipes experientes tropeçam nos mesmos pontos. Os mais frequentes:</p>
<ul>
<li><strong>Começar pelo orçamento disponível, e não pela meta.</strong> “Temos R$ 3.000, vamos ver o que dá” impede qualquer análise de viabilidade.</li>
<li><strong>Ignorar a taxa de conversão de lead em venda.</strong> Um CPL baixo não significa nada se os leads não compram.</li>
<li><strong>Pulverizar a verba.</strong> Muitas campanhas, muitos conjuntos de anúncios, pouco orçamento em cada um. Ninguém sai do aprendizado.</li>
<li><strong>Lançar sem testar o rastreamento.</strong> Descobrir no dia 20 que o pixel não registrava leads significa perder três semanas de otimização.</li>
<li><strong>Desalinhar marketing e vendas.</strong> Marketing comemora 500 leads, vendas reclama que nenhum presta. A definição de lead qualificado precisa vir antes.</li>
<li><strong>Esquecer a LGPD.</strong> Subir listas de clientes sem base legal ou rodar pixels sem consentimento expõe a empresa a riscos jurídicos e de reputação.</li>
</ul>

<h2>Como um planejador com IA acelera o processo</h2>
<p>Se você chegou até aqui, percebeu que planejar bem dá trabalho: levantar dados, fazer contas de funil reverso, estimar custos por canal, checar orçamentos mínimos, montar projeções. Em uma agência ou equipe pequena, isso pode consumir dias. É justamente nessa etapa que a inteligência artificial gera mais ganho de tempo, como explicamos no <a href="/blog/post/ia-em-midia-paga-guia-completo">guia completo de IA em mídia paga</a>.</p>
<p>O <a href="/ai-planner">AI Planner da MídiaPlan</a> foi construído para essa parte do trabalho. Você informa quatro dados, que são exatamente a base dos pilares 1 e 5:</p>
<ul>
<li>o produto ou serviço que quer divulgar;</li>
<li>o ticket médio;</li>
<li>o orçamento disponível;</li>
<li>a quantidade de leads desejada.</li>
</ul>
<p>A partir disso, o agente de IA entrega um plano estratégico com <strong>análise de viabilidade</strong> (se a meta é compatível com o orçamento), <strong>resultados projetados</strong> e uma <strong>divisão de verba entre anúncios de pesquisa e anúncios em redes sociais</strong>. Em vez de começar o briefing do zero, você começa com números de referência e gasta seu tempo no que a IA não faz por você: conhecer o cliente, afinar a oferta e aprovar os criativos.</p>
<p>A IA acelera o cálculo e padroniza o raciocínio, mas a decisão sobre oferta, posicionamento e risco continua sendo sua. Para ver onde o planejamento se encaixa entre as demais ferramentas, leia nosso artigo sobre <a href="/blog/post/stack-martech-ferramentas-2025">ferramentas para montar sua stack martech</a>.</p>
<p><strong>Quer testar com a sua própria campanha?</strong> <a href="/ai-planner">Gere seu planejamento gratuito no AI Planner</a> em menos de 5 minutos. Se gostar do resultado, os planos começam em R$ 497 por mês, com 14 dias de teste grátis.</p>

<h2>Perguntas frequentes</h2>
<h3>Quanto tempo antes do lançamento devo começar a planejar uma campanha?</h3>
<p>Para campanhas de captação contínua, duas semanas costumam bastar. Para datas sazonais como Black Friday ou Dia das Mães, comece de seis a oito semanas antes, porque a concorrência por espaço publicitário aumenta e a produção de peças leva mais tempo.</p>
<h3>Qual é o orçamento mínimo para uma campanha de mídia paga?</h3>
<p>Não existe um valor único. Uma referência prática é multiplicar o custo por conversão estimado por 50, que é o volume aproximado que as plataformas precisam para estabilizar a entrega. Se o seu CPL estimado é de R$ 30, reserve pelo menos R$ 1.500 para cada campanha otimizada para leads.</p>
<h3>Preciso usar todos os oito pilares em campanhas pequenas?</h3>
<p>Sim, mas em versão resumida. Uma campanha de R$ 2.000 precisa de meta clara, público, oferta, um canal, orçamento coerente, dois ou três criativos, rastreamento funcionando e uma data para revisar. Cabe em meia página.</p>
<h3>Como defino o CPL esperado se nunca anunciei antes?</h3>
<p>Comece com uma faixa, não com um número exato. Use o planejador de palavras-chave para estimar o custo por clique e considere taxas de conversão de página entre 2% e 10%, conforme a oferta. Com CPC de R$ 2,50 e conversão de 5%, por exemplo, o CPL fica em R$ 50. Depois de duas ou três semanas, troque as estimativas pelos dados reais.</p>
<h3>Com que frequência devo revisar o plano durante a campanha?</h3>
<p>Acompanhe os indicadores duas ou três vezes por semana, mas deixe decisões estruturais, como redistribuir verba entre canais ou trocar a oferta, para revisões semanais ou quinzenais.</p>

<h2>Conclusão: o plano é o que separa investimento de aposta</h2>
<p>Os oito pilares formam um roteiro que serve tanto para uma campanha de R$ 2.000 quanto para uma de R$ 200.000; muda a profundidade, não a lógica. Quem planeja assim aprende mais rápido, desperdiça menos e consegue explicar, com números, por que cada real foi investido.</p>
<p>Para aprofundar a parte de orçamento e distribuição de verba, conheça a nossa página sobre <a href="/planejamento-de-midia">planejamento de mídia</a>. E, se quiser pular a planilha e ir direto ao plano, <a href="/ai-planner">experimente o AI Planner da MídiaPlan</a>: planejamento gratuito em menos de 5 minutos e 14 dias de teste grátis nos planos pagos.</p>
`,
}
