import type { SeedArticle } from './types'

export const article: SeedArticle = {
  slug: 'plataforma-midia-paga-como-escolher',
  title: 'Plataforma de mídia paga: como escolher a ideal (com checklist de 15 perguntas)',
  description:
    'Critérios essenciais, construir vs comprar vs agência e um checklist de 15 perguntas com pontuação para escolher a plataforma de mídia paga certa.',
  categorySlug: 'midia-paga',
  authorName: 'Camila Rocha',
  publishedAt: '2025-09-16',
  tags: ['mídia paga', 'google ads', 'meta ads', 'checklist', 'ferramentas de marketing'],
  featured: false,
  content: `
<p>Se você cuida de mídia paga em uma empresa brasileira, provavelmente já viveu esta cena: o orçamento do trimestre foi aprovado, a diretoria quer saber quantos leads ele vai comprar e a resposta está espalhada em três planilhas, dois painéis nativos e na memória de quem configurou as campanhas. É nesse momento que surge a pergunta: precisamos de uma plataforma de mídia paga? E, se sim, qual?</p>

<p>O mercado oferece dezenas de opções, e na página de vendas muitas parecem iguais. Este guia mostra os critérios que realmente separam uma boa escolha de um contrato arrependido, compara os caminhos de construir, comprar ou terceirizar e termina com um checklist de 15 perguntas de sim ou não, com pontuação, para você usar em qualquer avaliação.</p>

<h2>O que é (e o que não é) uma plataforma de mídia paga</h2>

<p>“Plataforma de mídia paga” é um termo amplo. Em geral, ele cobre softwares que ajudam a planejar, operar ou medir anúncios em canais como Google Ads e Meta Ads (Facebook e Instagram). A confusão começa porque cada ferramenta cobre uma parte diferente do ciclo, e poucas cobrem todas as partes com a mesma profundidade.</p>

<h3>As três etapas do ciclo de mídia</h3>

<ul>
<li><strong>Planejamento (antes de gastar):</strong> definir objetivo, calcular se a meta é viável com o orçamento disponível, projetar resultados e dividir a verba entre canais. É aqui que se evita o erro mais caro de todos: investir em um plano que não fecha a conta.</li>
<li><strong>Gestão e otimização (durante):</strong> criar e ajustar campanhas, configurar regras automáticas, receber alertas de gasto, testar criativos e controlar o orçamento diário.</li>
<li><strong>Mensuração e relatório (depois):</strong> consolidar dados dos canais, cruzar com as vendas reais registradas no CRM e mostrar custo por lead, custo por venda e retorno sobre o investimento.</li>
</ul>

<p>Nenhuma dessas etapas substitui o Gerenciador de Anúncios da Meta ou a interface do Google Ads, onde a compra de mídia de fato acontece. A plataforma certa trabalha em cima desses canais, organizando decisões e dados. Desconfie de quem promete que você “nunca mais vai precisar abrir o Google Ads”.</p>

<h2>Antes de comparar ferramentas, defina o problema</h2>

<p>A melhor plataforma para uma clínica odontológica que investe R$ 3.000 por mês em anúncios não é a mesma de um e-commerce que investe R$ 80.000 por mês, nem a de uma agência que atende 25 clientes. Antes de agendar demonstrações, responda por escrito:</p>

<ol>
<li><strong>Qual é a dor principal?</strong> Não saber quanto investir, não conseguir provar resultado, perder horas montando relatórios ou não ter quem opere as campanhas?</li>
<li><strong>Quanto você investe em mídia por mês, e quanto pretende investir daqui a 12 meses?</strong> Uma ferramenta de R$ 2.000 por mês faz pouco sentido para quem investe R$ 4.000 em anúncios.</li>
<li><strong>Quem vai usar?</strong> Um analista de mídia experiente, o próprio dono do negócio ou uma equipe comercial que só quer ver o resultado?</li>
<li><strong>Qual é o ciclo de venda?</strong> Compra on-line imediata, lead que fecha em uma semana pelo WhatsApp ou negociação B2B de três meses exigem tipos muito diferentes de mensuração.</li>
<li><strong>Quais sistemas já existem?</strong> CRM, ERP, plataforma de e-commerce, ferramenta de automação de marketing, Google Analytics 4.</li>
</ol>

<p>Com essas respostas, a avaliação deixa de ser uma comparação de listas de funcionalidades e vira uma pergunta objetiva: esta plataforma resolve o meu problema, no meu contexto, por um custo que se paga? Se você ainda está estruturando o próprio processo de planejamento, vale ler antes o nosso <a href="/blog/post/planejamento-de-midia-guia-definitivo">guia definitivo de planejamento de mídia</a>.</p>

<h2>Os 9 critérios que realmente importam</h2>

<h3>1. Integrações com Google Ads e Meta Ads</h3>

<p>Para a maioria das empresas brasileiras, Google Ads e Meta Ads concentram a maior parte do investimento em mídia paga. Verifique se a plataforma se conecta pelas APIs oficiais (a Google Ads API e a Marketing API da Meta), e não por exportação manual de planilhas. Pergunte também:</p>

<ul>
<li>A integração é só de leitura (puxa dados) ou também de escrita (cria e altera campanhas)?</li>
<li>Com que frequência os dados são atualizados: várias vezes ao dia ou uma vez por dia?</li>
<li>Quais níveis de detalhe chegam: campanha, conjunto de anúncios, anúncio, palavra-chave, termo de pesquisa?</li>
<li>Há integração com o Google Analytics 4 e com outros canais relevantes para você, como TikTok Ads, LinkedIn Ads ou Microsoft Advertising?</li>
</ul>

<p>Uma ferramenta de planejamento não precisa necessariamente escrever nas suas contas de anúncio. Mas, se a promessa é gestão, a integração de escrita com controle de permissões é indispensável.</p>

<h3>2. Análise de viabilidade</h3>

<p>Este é o critério mais subestimado. Antes de projetar resultados, a plataforma deveria responder: com este orçamento, este ticket médio e esta meta, o plano fecha a conta? Veja um exemplo simples:</p>

<ul>
<li>Orçamento de mídia: R$ 5.000 por mês.</li>
<li>Custo por lead (CPL) estimado para o setor: R$ 50, ou seja, cerca de 100 leads.</li>
<li>Taxa de conversão de lead em venda: 10%, ou seja, 10 vendas.</li>
<li>Ticket médio: R$ 1.200, com margem de contribuição de 40% (R$ 480 por venda).</li>
</ul>

<p>A receita seria de R$ 12.000, o que parece ótimo. Mas a margem gerada é de R$ 4.800, menor do que os R$ 5.000 investidos em mídia. O CPL máximo que empata a operação é a margem por venda multiplicada pela taxa de conversão: R$ 480 × 10% = R$ 48. Qualquer CPL acima disso dá prejuízo na primeira venda. Uma boa plataforma mostra esse tipo de conta de forma explícita, e não apenas um gráfico bonito de “leads projetados”. Se o negócio depende de recompra ou de mensalidade, o cálculo deve considerar o valor do cliente ao longo do tempo, e a ferramenta precisa permitir isso.</p>

<h3>3. Projeções de resultado</h3>

<p>Projeções úteis vêm em faixas e cenários, não em números únicos. Desconfie de uma ferramenta que promete exatamente 312 leads no mês. Prefira algo como: cenário conservador de 80 a 100 leads, cenário provável de 100 a 130 e cenário otimista de 130 a 160, com as premissas visíveis (custo por clique, taxa de cliques, taxa de conversão da página). Pergunte de onde vêm os parâmetros: do histórico da sua conta, de referências do setor ou de estimativas genéricas? E verifique se você pode editar as premissas quando conhece o seu funil melhor do que a média do mercado.</p>

<h3>4. Divisão de orçamento entre busca e social</h3>

<p>Anúncios de pesquisa capturam a demanda que já existe: a pessoa digitou “implante dentário em Campinas” e está pronta para agir. Anúncios em redes sociais criam ou aceleram a demanda: mostram a oferta para quem ainda não estava procurando. A proporção certa depende do produto. Um serviço urgente, como desentupidora ou chaveiro, tende a concentrar a maior parte da verba em busca, algo entre 70% e 80%. Uma marca de moda ou um produto novo, que as pessoas ainda não pesquisam pelo nome, costuma inverter a proporção. A plataforma deve explicar por que sugere determinada divisão e permitir simulações, como 60/40 contra 40/60, com o impacto estimado em leads e custo.</p>

<h3>5. Relatórios</h3>

<p>O relatório é o que a diretoria vai ver. Avalie se ele consolida os canais em uma visão única, se mostra métricas de negócio (custo por lead qualificado, custo por venda, retorno sobre o investimento) além das métricas de mídia (impressões, cliques, CTR), se pode ser compartilhado por link ou exportado em PDF e planilha e se permite conexão com o Looker Studio ou outra ferramenta de BI que você já usa. Um bom teste: peça para montar, na demonstração, o relatório da sua reunião mensal.</p>

<h3>6. CRM e conversões offline</h3>

<p>Para quem vende por WhatsApp, telefone ou equipe comercial, o lead é só o começo. Se a plataforma não conversa com o CRM (RD Station CRM, HubSpot, Pipedrive, Salesforce ou o sistema que você usa), ela vai otimizar para volume de leads, não para vendas. Pergunte se é possível devolver aos canais as conversões que acontecem fora do site: a importação de conversões offline do Google Ads, que usa o identificador de clique (GCLID) ou dados de contato com hash, e a API de Conversões da Meta. Esse retorno ensina os algoritmos a procurar pessoas parecidas com quem comprou, e não apenas com quem preencheu um formulário. Explicamos isso em detalhes no <a href="/blog/post/ia-em-midia-paga-guia-completo">guia completo de IA em mídia paga</a>.</p>

<h3>7. LGPD e segurança</h3>

<p>A plataforma vai lidar com dados de campanha e, muitas vezes, com dados pessoais de leads: nome, e-mail, telefone. Pela Lei Geral de Proteção de Dados (Lei nº 13.709/2018), a sua empresa continua responsável como controladora, e o fornecedor atua como operador. Exija:</p>

<ul>
<li>Contrato ou termo de tratamento de dados que defina papéis, finalidades e medidas de segurança.</li>
<li>Lista de suboperadores e informação sobre onde os dados ficam armazenados, inclusive se há transferência internacional.</li>
<li>Contato do encarregado pelo tratamento de dados (DPO) do fornecedor.</li>
<li>Controle de acesso por usuário, autenticação em dois fatores e registro de quem alterou o quê.</li>
<li>Procedimento claro de exclusão ou devolução dos dados ao fim do contrato.</li>
</ul>

<p>Lembre-se de que e-mail ou telefone com hash continuam sendo dados pessoais pseudonimizados, não dados anonimizados. O envio para Google e Meta precisa de base legal adequada e de transparência na sua política de privacidade.</p>

<h3>8. Suporte em português</h3>

<p>Parece detalhe até a campanha parar de entregar numa sexta-feira de Black Friday. Verifique se o suporte atende em português, em horário comercial brasileiro, por quais canais (chat, e-mail, WhatsApp) e com que tempo de resposta. Central de ajuda, treinamentos e a própria interface em português fazem diferença quando quem opera é o dono do negócio ou uma equipe júnior. Pergunte também se a ferramenta entende particularidades locais, como o calendário de datas sazonais brasileiras, vendas parceladas, Pix e segmentação por cidades e estados.</p>

<h3>9. Preço e custo total</h3>

<p>Compare o custo total de propriedade, não apenas a mensalidade. Entram na conta:</p>

<ul>
<li>Mensalidade e modelo de cobrança: valor fixo, por usuário, por conta de anúncio ou percentual do investimento em mídia.</li>
<li>Cobrança em reais com nota fiscal brasileira ou em dólar, sujeita a câmbio e IOF.</li>
<li>Custo de implantação, treinamento e integrações adicionais.</li>
<li>Horas da equipe dedicadas a operar a ferramenta.</li>
<li>Fidelidade mínima e multa de cancelamento.</li>
</ul>

<p>Uma regra prática: o custo da ferramenta deve ser pequeno diante do ganho que ela promete. Se a plataforma custa R$ 997 por mês e você investe R$ 10.000 em mídia, ela precisa gerar pelo menos esse valor em desperdício evitado, horas poupadas ou vendas adicionais para se pagar. Prefira fornecedores com teste gratuito, que permitem validar isso com os seus próprios números.</p>

<h2>Construir, comprar ou contratar uma agência?</h2>

<p>Antes de escolher entre fornecedores, vale decidir o modelo. Há três caminhos principais, e muitas empresas acabam combinando mais de um.</p>

<h3>Construir internamente</h3>

<p>Algumas empresas montam a própria solução com planilhas avançadas, conectores de dados e painéis em ferramentas de BI. Funciona bem para quem tem analistas de dados e necessidades muito específicas. Os custos ocultos, porém, são altos: o acesso à Google Ads API exige um token de desenvolvedor aprovado pelo Google, a Meta exige um aplicativo com permissões revisadas, as APIs mudam de versão com frequência e alguém precisa manter tudo funcionando. Somando um desenvolvedor e um analista com parte do tempo dedicada, o custo mensal pode facilmente ficar na faixa de R$ 10.000 a R$ 20.000 em salários e encargos, sem contar os meses até a primeira versão útil. Faz sentido quando mídia paga é estratégica, o investimento é alto e existe equipe técnica disponível.</p>

<h3>Comprar uma plataforma</h3>

<p>Assinar um software pronto (SaaS) troca flexibilidade por velocidade. Você começa em dias, recebe atualizações contínuas e paga uma mensalidade previsível. É o caminho natural para pequenas e médias empresas, times de marketing enxutos e agências que precisam padronizar processos entre clientes. O risco é escolher uma ferramenta que não se adapta ao seu funil, e é exatamente para evitar isso que servem os critérios acima e o checklist abaixo.</p>

<h3>Contratar uma agência</h3>

<p>A agência traz pessoas experientes, e não apenas tecnologia. No Brasil, é comum a remuneração por fee mensal fixo, por percentual do investimento em mídia ou por uma combinação dos dois; para contas pequenas e médias, fees entre R$ 2.000 e R$ 8.000 por mês são uma faixa frequente, variando bastante com a região e o escopo. A agência é a melhor opção quando não há ninguém na empresa para operar campanhas. O ponto de atenção é a dependência: garanta que as contas de anúncio estejam em nome da sua empresa e que você tenha acesso aos dados e ao histórico mesmo se o contrato acabar.</p>

<h3>O modelo híbrido</h3>

<p>Na prática, o arranjo mais comum em empresas que amadurecem é o híbrido: uma plataforma de planejamento e visibilidade que pertence à empresa, e uma equipe interna ou agência para a execução. Assim, a estratégia e o histórico de dados ficam com você, e a operação pode mudar de mãos sem recomeçar do zero. Para entender como essa peça se encaixa no conjunto das suas ferramentas, veja o artigo sobre a <a href="/blog/post/stack-martech-ideal-2025">stack martech ideal</a>.</p>

<h2>Checklist: 15 perguntas para avaliar qualquer plataforma</h2>

<p>Use as perguntas abaixo em cada demonstração ou período de teste. Responda apenas “sim” ou “não”. Na dúvida, ou se o fornecedor disser que a funcionalidade “está no roadmap”, marque “não”. No final, conte quantos “sim” a plataforma recebeu.</p>

<ol>
<li>A plataforma se conecta ao Google Ads e à Meta Ads pelas APIs oficiais, sem depender de planilhas manuais?</li>
<li>Ela faz análise de viabilidade, dizendo se a meta de leads ou vendas é possível com o orçamento e o ticket médio informados?</li>
<li>As projeções de resultado aparecem em faixas ou cenários, com premissas visíveis e editáveis?</li>
<li>Ela sugere uma divisão de orçamento entre busca e social e explica o motivo da recomendação?</li>
<li>Ela avisa quando o orçamento por campanha é baixo demais para os algoritmos de lance aprenderem?</li>
<li>Os relatórios mostram métricas de negócio, como custo por lead qualificado e custo por venda, e não apenas cliques e impressões?</li>
<li>É possível compartilhar ou exportar relatórios para a diretoria ou para clientes sem retrabalho?</li>
<li>Ela se integra ao seu CRM ou permite importar o status de cada lead?</li>
<li>Ela apoia o envio de conversões offline para o Google Ads e para a Meta Ads?</li>
<li>O fornecedor oferece contrato de tratamento de dados, informa onde os dados ficam armazenados e tem um encarregado (DPO) identificado?</li>
<li>Há controle de acesso por usuário e autenticação em dois fatores?</li>
<li>O suporte atende em português, em horário comercial brasileiro, com tempo de resposta definido?</li>
<li>A cobrança é feita em reais, com nota fiscal, e o custo total representa uma fração pequena do seu investimento em mídia?</li>
<li>Existe teste gratuito ou plano de entrada que permita validar com dados reais antes de assinar?</li>
<li>Você consegue cancelar sem multa pesada e levar seus dados e planos com você?</li>
</ol>

<h2>Como interpretar a pontuação</h2>

<h3>12 a 15 “sim”: plataforma pronta, ótima escolha</h3>

<p>A ferramenta cobre o essencial e o fornecedor demonstra maturidade. O próximo passo é confirmar na prática: use o período de teste com uma campanha real, compare a projeção com o resultado das primeiras semanas e verifique se a equipe consegue operar sem depender do suporte para tudo. Só negocie condições como plano anual com desconto depois dessa validação. Em caso de empate, decida pelo suporte e pela facilidade de uso.</p>

<h3>8 a 11 “sim”: boa, com ressalvas</h3>

<p>A plataforma resolve parte importante do problema, mas tem lacunas. Olhe com atenção quais perguntas ficaram com “não”. Se as falhas estão em itens contornáveis (por exemplo, exportar relatórios manualmente uma vez por mês), a ferramenta pode ser uma boa escolha. Se as falhas estão nos itens 2, 8, 9 ou 10 (viabilidade, CRM, conversões offline e LGPD), o risco é maior: peça ao fornecedor um prazo por escrito para as melhorias, prefira contrato mensal e reavalie em 90 dias.</p>

<h3>4 a 7 “sim”: fraca</h3>

<p>A ferramenta provavelmente resolve um problema pontual, como um painel de relatórios, mas não sustenta o planejamento nem a gestão da mídia. Só faz sentido se for barata e complementar algo que você já tem. Continue a busca e não assine contratos longos. Se a pontuação baixa se repetir em vários fornecedores, talvez o problema esteja na definição da necessidade: volte à seção sobre o problema a resolver e revise as prioridades.</p>

<h3>0 a 3 “sim”: descarte</h3>

<p>Não vale o tempo de implantação. Uma pontuação tão baixa indica que a ferramenta não atende ao seu contexto ou que o fornecedor não conseguiu demonstrar o básico. Descarte e registre o motivo, para não reavaliar a mesma solução daqui a seis meses. Enquanto busca alternativas, uma planilha bem estruturada ou uma agência de confiança podem ser opções mais seguras.</p>

<h2>Como aproveitar o período de teste</h2>

<p>Um teste de 14 dias passa rápido. Para não chegar ao fim do período sem uma conclusão, siga um roteiro simples:</p>

<ol>
<li><strong>Dias 1 e 2:</strong> conecte as contas, cadastre produto, ticket médio, orçamento e meta de leads, e gere o primeiro plano.</li>
<li><strong>Dias 3 a 5:</strong> compare a projeção com o histórico real dos últimos três meses. As premissas fazem sentido para o seu setor e a sua região?</li>
<li><strong>Dias 6 a 10:</strong> aplique o plano, ou parte dele, em uma campanha real e acompanhe os primeiros dados.</li>
<li><strong>Dias 11 a 13:</strong> monte o relatório que você apresentaria à diretoria e teste o suporte com uma dúvida real.</li>
<li><strong>Dia 14:</strong> preencha o checklist com a equipe e decida com base na pontuação.</li>
</ol>

<h2>Erros comuns na escolha</h2>

<ul>
<li><strong>Escolher pela demonstração mais bonita.</strong> Painéis impressionam, mas o que importa é se os números batem com a realidade do seu funil.</li>
<li><strong>Ignorar quem vai operar.</strong> Uma ferramenta poderosa que ninguém na equipe domina vira custo fixo sem retorno.</li>
<li><strong>Comprar gestão quando o problema é planejamento.</strong> Se a dúvida é quanto investir e onde, automatizar lances não resolve.</li>
<li><strong>Assinar contrato anual no primeiro dia.</strong> Valide antes com dados reais.</li>
</ul>

<p><strong>Quer aplicar esses critérios agora?</strong> O <a href="/ai-planner">AI Planner da MídiaPlan</a> pergunta seu produto ou serviço, ticket médio, orçamento disponível e meta de leads e entrega, gratuitamente e em menos de 5 minutos, um plano estratégico com análise de viabilidade, resultados projetados e a divisão da verba entre busca e social. Os planos pagos começam em R$ 497 por mês, com 14 dias de teste grátis para você rodar o checklist com os seus próprios números.</p>

<h2>Perguntas frequentes</h2>

<h3>Qual é a diferença entre uma plataforma de mídia paga e o próprio Google Ads?</h3>

<p>O Google Ads e o Gerenciador de Anúncios da Meta são os lugares onde a mídia é comprada. Uma plataforma de mídia paga trabalha acima deles: ajuda a decidir quanto investir, projeta resultados, organiza dados de vários canais e conecta tudo às vendas. Ela complementa as ferramentas nativas, não as substitui.</p>

<h3>Pequenas empresas precisam de uma plataforma de mídia paga?</h3>

<p>Nem sempre de uma plataforma completa de gestão, mas quase sempre de planejamento. Com orçamentos de R$ 2.000 a R$ 5.000 por mês, cada real mal alocado pesa. Uma ferramenta que mostra a viabilidade da meta e a divisão ideal da verba antes de investir costuma trazer mais retorno do que automações avançadas.</p>

<h3>Quanto custa uma plataforma de mídia paga no Brasil?</h3>

<p>Os preços variam muito conforme o escopo. Ferramentas de planejamento e relatório costumam ter mensalidades de algumas centenas a poucos milhares de reais, e soluções corporativas podem cobrar percentuais do investimento em mídia. Na MídiaPlan, os planos vão de R$ 497 (Starter) a R$ 1.997 por mês (Enterprise), passando por Pro (R$ 997) e Agency (R$ 1.497).</p>

<h3>Posso usar uma plataforma e continuar com a minha agência?</h3>

<p>Sim, e esse costuma ser o melhor arranjo. A plataforma dá à empresa visibilidade sobre planejamento e resultados, e a agência cuida da execução. Isso também preserva o histórico se houver troca de fornecedor.</p>

<h3>Se eu só puder priorizar um critério, qual deve ser?</h3>

<p>A análise de viabilidade. Integrações e relatórios melhoram a operação, mas saber se a meta fecha a conta com o orçamento e o ticket médio disponíveis evita o prejuízo antes que ele aconteça. Depois dela, priorize a conexão com o CRM, que garante que você otimiza para vendas, e não só para leads.</p>

<p>Escolher bem a plataforma é, no fundo, escolher como a sua empresa vai tomar decisões sobre mídia nos próximos anos. Use o checklist, teste com dados reais e prefira quem mostra as contas com transparência. Para conhecer a abordagem completa da MídiaPlan, visite a página de <a href="/planejamento-de-midia">planejamento de mídia</a> ou a nossa <a href="/">página inicial</a>.</p>
`,
}
