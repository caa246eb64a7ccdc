import type { SeedArticle } from './types'

export const article: SeedArticle = {
  slug: 'planejamento-de-midia-guia-definitivo',
  title: 'Planejamento de mídia: o guia definitivo, da meta de vendas ao orçamento ideal',
  description:
    'Funil reverso, orçamento mínimo (CPA × 50), regra 70-20-10, viabilidade e KPIs: o passo a passo do planejamento de mídia paga com exemplos em reais.',
  categorySlug: 'planejamento',
  authorName: 'Juliana Prado',
  publishedAt: '2025-10-07',
  tags: ['planejamento de mídia', 'orçamento de mídia', 'google ads', 'meta ads', 'funil reverso'],
  featured: true,
  content: `
<p>“Quanto eu preciso investir em anúncios?” É a pergunta que todo dono de negócio faz, e a resposta honesta é sempre a mesma: <strong>depende do que você quer que aconteça</strong>. Investir R$ 5.000 por mês pode ser pouco para uma construtora e muito para uma clínica de bairro. O que define o valor certo não é o tamanho da empresa nem o que o concorrente gasta, e sim a meta de vendas, o ticket médio, a margem e o custo de cada etapa do funil.</p>
<p>Planejamento de mídia é o processo que conecta essas variáveis. Neste guia, mostramos como sair da meta e chegar ao orçamento com o funil reverso, como calcular o orçamento mínimo de uma campanha, como dividir a verba entre Google Ads e Meta Ads com a regra 70-20-10, como avaliar se o plano é viável e como acompanhar os resultados. Tudo com um exemplo em reais que vai do começo ao fim.</p>

<h2>O que é planejamento de mídia e por que começar pelo fim</h2>
<p>Planejamento de mídia é a definição de <strong>onde, quando, quanto e com qual objetivo</strong> investir em anúncios pagos. Ele faz parte de um planejamento de campanha mais amplo, que também envolve oferta, mensagem e criativos; se quiser a visão completa, leia nosso <a href="/blog/post/planejamento-de-campanha-guia-completo">guia de planejamento de campanha com os 8 pilares</a>.</p>
<p>O erro mais comum é começar pelo orçamento: “tenho R$ 3.000, vamos ver o que rende”. Essa abordagem impede qualquer análise de viabilidade, porque não existe uma meta contra a qual comparar o resultado. Começar pelo fim significa inverter a pergunta: <strong>quantas vendas preciso, e quanto custa gerá-las?</strong></p>
<p>Ao longo do guia, vamos usar o mesmo exemplo: uma <strong>empresa de energia solar residencial em Goiânia</strong>, com ticket médio de R$ 18.000 por sistema instalado e margem de contribuição de 25% (R$ 4.500 por venda). A meta é vender 12 sistemas por mês.</p>

<h2>Do objetivo ao orçamento: o funil reverso</h2>
<h3>Os conceitos que você precisa dominar</h3>
<p>Antes das contas, quatro definições:</p>
<ul>
<li><strong>CPL (custo por lead):</strong> investimento dividido pelo número de leads. Se você investiu R$ 4.000 e recebeu 100 contatos, o CPL é de R$ 40.</li>
<li><strong>Taxa de conversão de lead em venda:</strong> a porcentagem de leads que viram clientes. Se 4 em cada 100 leads compram, a taxa é de 4%.</li>
<li><strong>CPA (custo por aquisição):</strong> investimento dividido pelo número de conversões do evento que você escolheu. Pode ser o custo por venda, por agendamento ou por cadastro, por isso sempre diga “CPA de quê”.</li>
<li><strong>CAC (custo de aquisição de cliente):</strong> tudo o que se gasta para conquistar um cliente, incluindo mídia, equipe comercial e ferramentas. Neste guia, tratamos do CAC de mídia, a parcela que vem dos anúncios.</li>
</ul>
<p>A relação entre eles é direta: <strong>custo por venda = CPL ÷ taxa de conversão de lead em venda</strong>. Com CPL de R$ 40 e conversão de 4%, cada venda custa R$ 40 ÷ 0,04 = R$ 1.000 em mídia.</p>

<h3>Exemplo prático: a empresa de energia solar</h3>
<p>Vamos montar o funil de trás para frente:</p>
<ol>
<li><strong>Meta de vendas:</strong> 12 sistemas por mês.</li>
<li><strong>Taxa de fechamento das visitas técnicas:</strong> 20%. Para 12 vendas, são necessárias 12 ÷ 0,20 = 60 visitas.</li>
<li><strong>Taxa de agendamento de visitas a partir dos leads:</strong> 20%. Para 60 visitas, são necessários 60 ÷ 0,20 = 300 leads.</li>
<li><strong>Taxa de conversão de lead em venda:</strong> 20% × 20% = 4%, o que confere com 300 × 0,04 = 12 vendas.</li>
<li><strong>CPL estimado:</strong> R$ 40. Investimento necessário: 300 × R$ 40 = <strong>R$ 12.000 por mês</strong>.</li>
<li><strong>Custo de mídia por venda:</strong> R$ 12.000 ÷ 12 = R$ 1.000.</li>
</ol>
<p>Com isso, já é possível fazer a primeira checagem de negócio: cada venda gera R$ 4.500 de margem de contribuição e custa R$ 1.000 em mídia. Sobram R$ 3.500 por venda, ou R$ 42.000 no mês (12 × R$ 3.500), para cobrir custos fixos e gerar lucro. A conta fecha.</p>
<p>De onde vêm as taxas? Idealmente, do seu CRM: quantos leads viraram visita e quantas visitas viraram venda nos últimos meses. Se você ainda não tem histórico, use estimativas conservadoras e trate o primeiro mês como calibragem. O funil reverso não exige números perfeitos; exige números explícitos, que possam ser comparados com a realidade e corrigidos.</p>

<h2>Orçamento mínimo: a regra CPA × 50 conversões</h2>
<p>Saber quanto a meta exige é metade da conta. A outra metade é saber <strong>quanto cada campanha precisa para funcionar</strong>. As plataformas de anúncio otimizam a entrega com base nas conversões que recebem. Enquanto há poucos dados, a campanha fica na chamada <strong>fase de aprendizado</strong>, com custos mais instáveis e resultados oscilando de um dia para o outro.</p>
<p>A Meta, por exemplo, descreve em sua central de ajuda que um conjunto de anúncios tende a sair da fase de aprendizado depois de cerca de 50 eventos de otimização em uma semana. Daí vem uma regra prática de planejamento:</p>
<blockquote><p><strong>Orçamento mínimo por campanha = CPA estimado × 50 conversões.</strong></p></blockquote>
<p>Esse é o valor mínimo para a campanha acumular os dados de que precisa para otimizar. Quanto mais rápido essas 50 conversões acontecem, mais estável fica a entrega. Se o orçamento só permite chegar a 50 conversões ao longo de um mês inteiro, a campanha funciona, mas com mais oscilação, e vale a pena consolidar conjuntos de anúncios em vez de dividi-los.</p>
<p>Veja a regra aplicada a diferentes situações:</p>
<ul>
<li><strong>Energia solar, otimizando para lead:</strong> CPL de R$ 40 × 50 = R$ 2.000 por campanha. Com R$ 12.000, há espaço para algumas campanhas bem financiadas.</li>
<li><strong>Energia solar, otimizando para venda:</strong> CPA de R$ 1.000 × 50 = R$ 50.000. Inviável para o orçamento. A solução é otimizar para um evento mais frequente, como o lead ou a visita agendada (R$ 40 ÷ 0,20 = R$ 200 por visita; × 50 = R$ 10.000).</li>
<li><strong>E-commerce de moda, otimizando para compra:</strong> CPA de R$ 60 × 50 = R$ 3.000 por campanha.</li>
<li><strong>Software B2B, otimizando para demonstração agendada:</strong> CPA de R$ 250 × 50 = R$ 12.500. Com um orçamento de R$ 5.000, a empresa faria melhor otimizando para o download de um material rico, com CPL de R$ 35 (R$ 1.750 de mínimo), e qualificando os leads depois.</li>
</ul>
<p>A regra também revela o custo de pulverizar. Três campanhas otimizadas para leads a R$ 40 exigem 3 × R$ 2.000 = R$ 6.000. Se o orçamento total é de R$ 4.000, o certo é rodar uma ou duas campanhas, não três.</p>

<h2>Alocação de canais e orçamento: a regra 70-20-10</h2>
<p>Definido o total, é hora de distribuir. A regra 70-20-10 equilibra segurança e aprendizado:</p>
<ul>
<li><strong>70% em canais e campanhas comprovados:</strong> o que já entrega resultado dentro da meta de custo. Para quem está começando, são as apostas de maior intenção, como pesquisa no Google por termos ligados diretamente ao produto.</li>
<li><strong>20% em escala e apostas promissoras:</strong> ampliação do que funciona para novos públicos, regiões ou formatos, e campanhas que já deram sinais positivos.</li>
<li><strong>10% em experimentos:</strong> novos canais, novos ângulos criativos, novos formatos. É o laboratório que alimenta os 70% do futuro.</li>
</ul>
<p>A lógica é simples: a maior parte da verba protege a meta, uma parte cresce o que já funciona e uma fatia pequena compra aprendizado. Sem os 10%, a operação estagna; sem os 70%, a meta vira loteria.</p>

<h3>Exemplo: dividindo R$ 12.000 entre Google Ads e Meta Ads</h3>
<p>Para a empresa de energia solar, uma distribuição possível seria:</p>
<p><strong>70% comprovado: R$ 8.400</strong></p>
<ul>
<li>Google Ads, rede de pesquisa com termos de alta intenção (“energia solar goiânia”, “placa solar preço instalação”): R$ 6.000.</li>
<li>Meta Ads, campanha de cadastro com formulário e públicos já validados: R$ 2.400.</li>
</ul>
<p><strong>20% escala: R$ 2.400</strong></p>
<ul>
<li>Meta Ads, ampliação para públicos amplos e semelhantes com os criativos vencedores: R$ 1.400.</li>
<li>Google Ads, expansão para cidades da região metropolitana, como Aparecida de Goiânia e Anápolis: R$ 1.000.</li>
</ul>
<p><strong>10% experimentos: R$ 1.200</strong></p>
<ul>
<li>Meta Ads, novo ângulo em vídeo vertical (simulação da economia na conta de luz): R$ 700.</li>
<li>Google Ads, vídeos no YouTube para consideração: R$ 500.</li>
</ul>
<p>Somando por plataforma, o Google Ads fica com R$ 7.500 (62,5%) e o Meta Ads com R$ 4.500 (37,5%). Se o CPL na pesquisa ficar em torno de R$ 48 e no Meta em torno de R$ 30, teremos cerca de 156 leads vindos do Google (R$ 7.500 ÷ R$ 48) e 150 do Meta (R$ 4.500 ÷ R$ 30), aproximadamente 306 leads, com CPL médio próximo de R$ 40.</p>
<p>Repare que as campanhas principais respeitam o orçamento mínimo: a de pesquisa, com R$ 6.000 a R$ 48, gera cerca de 125 leads; a de cadastro no Meta, com R$ 2.400 a R$ 30, gera 80. Já os experimentos não chegam a 50 conversões, e tudo bem: eles devem ser avaliados por sinais intermediários, como taxa de cliques e custo por visualização, e tratados como indicação de direção, não como veredito.</p>
<p>A cada mês, a distribuição é revista: um experimento que deu certo sobe para os 20%; uma campanha de escala que se consolidou passa para os 70%; o que perdeu eficiência cede espaço.</p>

<h2>Análise de viabilidade: viável, viável com ajustes ou inviável</h2>
<p>A análise de viabilidade é o momento de dizer a verdade antes de gastar. Ela cruza quatro critérios:</p>
<ol>
<li><strong>Orçamento versus meta:</strong> o orçamento dividido pelo CPL gera os leads necessários?</li>
<li><strong>Orçamento mínimo:</strong> cada campanha principal tem pelo menos CPA × 50?</li>
<li><strong>Economia unitária:</strong> o custo de mídia por venda cabe com folga na margem de contribuição?</li>
<li><strong>Capacidade operacional:</strong> o time comercial consegue atender o volume? Trezentos leads por mês são cerca de 15 por dia útil, considerando 20 dias úteis.</li>
</ol>

<h3>Quando o plano é viável</h3>
<p>É o cenário do nosso exemplo: R$ 12.000 geram cerca de 300 leads, as campanhas principais superam o mínimo, cada venda custa R$ 1.000 em mídia contra R$ 4.500 de margem e o time consegue atender 15 leads por dia. Siga em frente e monitore.</p>

<h3>Quando é viável com ajustes</h3>
<p>Imagine que a mesma empresa tenha R$ 6.000 por mês. Com CPL de R$ 40, são 150 leads e, a 4%, cerca de 6 vendas, metade da meta. O plano não é impossível, mas precisa de ajustes. As alternativas:</p>
<ul>
<li><strong>Ajustar a meta</strong> para 6 vendas por mês.</li>
<li><strong>Ampliar o prazo:</strong> 12 vendas em dois meses.</li>
<li><strong>Melhorar a conversão comercial:</strong> responder o lead em minutos pelo WhatsApp pode elevar a taxa de 4% para 5%, o que daria 7,5 vendas com os mesmos 150 leads.</li>
<li><strong>Concentrar a verba</strong> nas campanhas de maior intenção, abrindo mão dos experimentos no primeiro mês.</li>
</ul>

<h3>Quando não é viável</h3>
<p>Com R$ 1.500 por mês, a empresa teria cerca de 37 leads (R$ 1.500 ÷ R$ 40) e uma ou duas vendas, sem atingir sequer o mínimo de R$ 2.000 para uma campanha sair do aprendizado. Outro caso clássico é o de economia unitária negativa: uma loja que vende um acessório de R$ 150 com margem de R$ 45 e CPA de R$ 70 perde R$ 25 a cada venda. Nesses casos, o melhor plano é não anunciar do jeito previsto: rever a oferta, aumentar o ticket com kits, apostar na recompra ou acumular verba para uma ação mais concentrada.</p>

<h2>Projeções em faixas, não em números mágicos</h2>
<p>Nenhum planejamento sério promete um número exato. CPL e taxa de conversão variam com a concorrência, a sazonalidade e a qualidade dos criativos. Por isso, projete <strong>três cenários</strong>. Para os mesmos R$ 12.000 da empresa de energia solar:</p>
<ul>
<li><strong>Pessimista:</strong> CPL de R$ 50 e conversão de 3%. Resultado: 240 leads e cerca de 7 vendas, aproximadamente R$ 126.000 em faturamento.</li>
<li><strong>Base:</strong> CPL de R$ 40 e conversão de 4%. Resultado: 300 leads e 12 vendas, R$ 216.000 em faturamento.</li>
<li><strong>Otimista:</strong> CPL de R$ 30 e conversão de 5%. Resultado: 400 leads e 20 vendas, R$ 360.000 em faturamento.</li>
</ul>
<p>Apresentar faixas protege a relação com a diretoria ou com o cliente e obriga a uma pergunta útil: <strong>o negócio suporta o cenário pessimista?</strong> No exemplo, 7 vendas geram R$ 31.500 de margem (7 × R$ 4.500) para R$ 12.000 de mídia. Ainda positivo, então o risco é aceitável.</p>

<h2>Calendário de mídia</h2>
<p>O calendário de mídia distribui a verba no tempo. Ele tem duas camadas.</p>
<p>A primeira é o <strong>ciclo de cada campanha</strong>:</p>
<ul>
<li><strong>Semanas 1 e 2:</strong> aprendizado. Evite alterações grandes de orçamento, público ou criativo, que reiniciam o processo.</li>
<li><strong>Semana 3:</strong> primeiros ajustes, como pausar anúncios muito acima do CPL meta e reforçar os que estão abaixo.</li>
<li><strong>Semana 4:</strong> relatório do mês e redistribuição pela regra 70-20-10.</li>
</ul>
<p>A segunda é a <strong>sazonalidade do ano</strong>. No Brasil, algumas datas mudam o custo e o comportamento de compra:</p>
<ul>
<li><strong>Janeiro e fevereiro:</strong> volta às aulas e orçamento familiar apertado por IPVA e IPTU.</li>
<li><strong>Maio, junho e agosto:</strong> Dia das Mães, Dia dos Namorados e Dia dos Pais, fortes para varejo.</li>
<li><strong>Novembro:</strong> Black Friday, quando a disputa por espaço publicitário costuma encarecer os leilões.</li>
<li><strong>Dezembro:</strong> Natal e 13º salário, com mais dinheiro em circulação e também mais anunciantes.</li>
</ul>
<p>Cada setor tem a sua própria sazonalidade. No solar, por exemplo, o interesse tende a crescer quando a conta de luz pesa mais, como no calor do verão. Planeje aumentos de verba para esses picos e, se possível, comece a aquecer o público algumas semanas antes.</p>

<h2>KPIs: o que acompanhar em cada nível</h2>
<p>Os indicadores de mídia se organizam em três níveis, e cada um responde a uma pergunta diferente:</p>
<ul>
<li><strong>Mídia — “o anúncio está chamando atenção?”:</strong> CPM (custo por mil impressões), CTR (taxa de cliques) e CPC (custo por clique).</li>
<li><strong>Conversão — “a página está convencendo?”:</strong> taxa de conversão da página de destino e CPL.</li>
<li><strong>Negócio — “está dando dinheiro?”:</strong> taxa de conversão de lead em venda, custo por venda, ROAS, ROI e payback.</li>
</ul>
<p>Duas fórmulas merecem atenção. O <strong>ROAS</strong> é a receita dividida pelo investimento em mídia: no cenário base, R$ 216.000 ÷ R$ 12.000 = 18. O <strong>ROI</strong> considera a margem: R$ 54.000 de margem de contribuição (12 × R$ 4.500) menos R$ 12.000 de mídia dá R$ 42.000, e R$ 42.000 ÷ R$ 12.000 = 3,5, ou 350%. Um ROAS alto com margem baixa pode esconder prejuízo; por isso, decisões de orçamento devem olhar para o ROI.</p>
<p>Quando um KPI de negócio piora, desça os níveis para achar a causa. CPL subiu? Veja se foi o CPC (concorrência ou criativo cansado) ou a conversão da página (oferta, velocidade, formulário). Para medir tudo isso, é preciso uma base técnica sólida, com UTMs, pixels e integração com CRM; falamos disso no artigo sobre a <a href="/blog/post/stack-martech-ideal-2025">stack martech ideal</a>.</p>

<h2>Passo a passo do planejamento de mídia</h2>
<p>Reunindo tudo, o processo completo cabe em dez etapas:</p>
<ol>
<li><strong>Defina a meta de negócio:</strong> vendas, receita ou clientes em um período.</li>
<li><strong>Levante os dados do funil:</strong> ticket médio, margem e taxas de conversão de cada etapa.</li>
<li><strong>Calcule o funil reverso:</strong> vendas necessárias, leads necessários e investimento.</li>
<li><strong>Escolha o evento de otimização</strong> que permita chegar a 50 conversões com o orçamento disponível.</li>
<li><strong>Confira o orçamento mínimo</strong> de cada campanha (CPA × 50).</li>
<li><strong>Distribua a verba</strong> entre canais e campanhas com a regra 70-20-10.</li>
<li><strong>Faça a análise de viabilidade:</strong> viável, viável com ajustes ou inviável.</li>
<li><strong>Projete três cenários</strong> e valide se o pessimista é suportável.</li>
<li><strong>Monte o calendário</strong> com ciclos de aprendizado e datas sazonais.</li>
<li><strong>Defina KPIs, rotina de análise e critérios de realocação.</strong></li>
</ol>
<p>Feito à mão, esse processo leva de algumas horas a alguns dias, dependendo dos dados disponíveis. E precisa ser refeito sempre que a meta, o orçamento ou o cenário mudam.</p>

<h2>Como o AI Planner da MídiaPlan automatiza o processo</h2>
<p>O <a href="/ai-planner">AI Planner</a> da MídiaPlan é um agente de inteligência artificial que executa as etapas centrais deste guia. Você informa quatro dados:</p>
<ul>
<li>o produto ou serviço;</li>
<li>o ticket médio;</li>
<li>o orçamento disponível;</li>
<li>a quantidade de leads desejada.</li>
</ul>
<p>Com eles, o agente monta um plano estratégico com <strong>análise de viabilidade</strong>, indicando se a meta é compatível com o orçamento ou se precisa de ajustes, <strong>resultados projetados</strong> e a <strong>divisão de verba entre anúncios de pesquisa e anúncios em redes sociais</strong>. É o funil reverso, a checagem de orçamento e a distribuição entre canais em um só lugar, prontos para você revisar e levar para a reunião.</p>
<p>O ganho não está só na velocidade. Um planejador automatizado aplica o mesmo raciocínio toda vez, o que facilita comparar cenários: e se o orçamento fosse R$ 8.000? E se a meta fosse 400 leads? Para entender como a IA está mudando o trabalho de quem gerencia anúncios, leia o <a href="/blog/post/ia-em-midia-paga-guia-completo">guia completo de IA em mídia paga</a>, e, para o contexto mais amplo, nosso artigo sobre <a href="/blog/post/o-que-e-martech-2026">o que é martech</a>.</p>
<p><strong>Faça o teste com os seus números.</strong> <a href="/ai-planner">Gere seu planejamento de mídia gratuito no AI Planner</a> e receba o plano em menos de 5 minutos. Os planos pagos começam em R$ 497 por mês e incluem 14 dias de teste grátis.</p>

<h2>Perguntas frequentes</h2>
<h3>Qual a diferença entre CPL e CPA?</h3>
<p>O CPL mede o custo de cada contato gerado. O CPA mede o custo de uma conversão específica, que pode ser uma venda, um agendamento ou um cadastro. Em negócios de venda consultiva, o CPL é o indicador do dia a dia e o custo por venda é o que decide se a operação dá lucro.</p>
<h3>Quanto devo investir por mês em mídia paga?</h3>
<p>O valor certo sai do funil reverso: vendas desejadas divididas pela taxa de conversão de lead em venda, multiplicadas pelo CPL. Depois, confira se cada campanha principal tem pelo menos o CPA estimado vezes 50 e se o custo por venda cabe na margem.</p>
<h3>A regra 70-20-10 vale para quem nunca anunciou?</h3>
<p>Vale, com adaptação. Sem histórico, os 70% vão para as campanhas de maior intenção, normalmente pesquisa no Google por termos ligados ao produto e remarketing. Depois de dois ou três meses, os dados reais dizem o que merece ficar nessa fatia.</p>
<h3>Em quanto tempo vejo resultados?</h3>
<p>Os primeiros leads costumam chegar nos primeiros dias, mas conclusões confiáveis exigem que as campanhas saiam da fase de aprendizado, o que normalmente leva de uma a três semanas. Em vendas com ciclo longo, como energia solar ou imóveis, avalie o custo por venda depois de pelo menos um ciclo comercial completo.</p>
<h3>Devo priorizar Google Ads ou Meta Ads?</h3>
<p>Depende de a demanda já existir. Se as pessoas buscam ativamente pelo seu produto, comece pela pesquisa no Google. Se o produto precisa ser apresentado, ou se a decisão é mais emocional e visual, o Meta Ads tende a render mais. Para a maioria das empresas, a combinação das duas plataformas é o ponto de partida mais equilibrado.</p>

<h2>Conclusão</h2>
<p>Um bom planejamento de mídia troca a pergunta “quanto posso gastar?” por “quanto preciso investir para chegar à meta, e isso se paga?”. Com o funil reverso, a regra do orçamento mínimo, a alocação 70-20-10, a análise de viabilidade e projeções em faixas, o orçamento deixa de ser um chute e vira uma decisão defensável. Saiba mais na nossa página de <a href="/planejamento-de-midia">planejamento de mídia</a> ou <a href="/ai-planner">crie agora seu plano gratuito com o AI Planner</a>.</p>
`,
}
