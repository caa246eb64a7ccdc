import type { SeedArticle } from './types'

export const article: SeedArticle = {
  slug: 'o-que-e-martech-2026',
  title: 'O que é martech em 2026: guia completo para PMEs e empresas B2B e B2C',
  description:
    'Entenda o que é martech em 2026, as 7 camadas da stack, como a IA muda o planejamento de mídia paga e como começar sem desperdiçar verba.',
  categorySlug: 'martech',
  authorName: 'Rafael Menezes',
  publishedAt: '2026-01-12',
  tags: ['martech', 'marketing digital', 'stack martech', 'ia no marketing', 'mídia paga'],
  featured: true,
  content: `
<p>Se você é gestor de marketing ou dono de empresa no Brasil, provavelmente já ouviu a palavra <strong>martech</strong> em alguma reunião, evento ou proposta comercial. Ela costuma aparecer acompanhada de uma lista enorme de ferramentas, siglas e promessas. O resultado, para muita gente, é a sensação de que martech é coisa de empresa grande, com time de dados e orçamento de multinacional.</p>

<p>Não é. Em 2026, martech é simplesmente a forma como qualquer empresa que vende pela internet organiza tecnologia, dados e processos para atrair, converter e reter clientes. Uma clínica que recebe pacientes pelo WhatsApp, uma indústria que vende para outras empresas por meio de representantes e uma loja virtual de moda usam martech, ainda que não chamem assim.</p>

<p>Neste guia, você vai entender o que o termo significa hoje, por que ele importa para pequenas e médias empresas, negócios B2B e B2C, quais são as sete camadas de uma stack de marketing, como a inteligência artificial está mudando o planejamento de mídia paga e, principalmente, por onde começar sem desperdiçar dinheiro.</p>

<h2>O que é martech, afinal?</h2>

<p><strong>Martech</strong> é a junção de <em>marketing</em> e <em>technology</em>. O termo designa o conjunto de softwares, integrações e práticas que uma empresa usa para planejar, executar, medir e otimizar suas ações de marketing. Isso inclui desde o Google Analytics instalado no site até o CRM onde o time comercial registra as negociações, passando pelas plataformas de anúncios, pelas ferramentas de automação de e-mail e pelos assistentes de inteligência artificial.</p>

<p>Uma definição prática, que ajuda mais no dia a dia do que qualquer conceito acadêmico, é esta: <strong>martech é tudo aquilo que transforma investimento de marketing em dado, e dado em decisão</strong>. Se uma ferramenta não ajuda você a entender melhor o cliente, a alcançá-lo com mais eficiência ou a medir o que deu certo, ela provavelmente não faz parte da sua estratégia de martech, mesmo que esteja na sua fatura do cartão.</p>

<h3>Martech não é só ferramenta</h3>

<p>O erro mais comum é tratar martech como uma lista de compras. Ferramenta sem processo vira custo fixo. Para funcionar, martech precisa de três elementos trabalhando juntos:</p>

<ul>
<li><strong>Pessoas:</strong> alguém responsável por configurar, acompanhar e interpretar os dados, mesmo que seja o próprio dono do negócio algumas horas por semana.</li>
<li><strong>Processos:</strong> regras claras sobre o que é um lead, quando ele passa para o comercial, como a venda é registrada e quem olha os números.</li>
<li><strong>Tecnologia:</strong> as ferramentas em si, escolhidas para sustentar os processos, e não o contrário.</li>
</ul>

<p>Uma empresa com três ferramentas bem integradas e um processo simples costuma ter resultados melhores do que outra com quinze ferramentas desconectadas, em que ninguém sabe de onde veio cada venda.</p>

<h3>O que mudou de alguns anos para cá</h3>

<p>Martech existe há bastante tempo, mas o cenário de 2026 é diferente do que se via no início da década. Alguns movimentos explicam essa mudança:</p>

<ul>
<li><strong>Privacidade e LGPD:</strong> a Lei Geral de Proteção de Dados tornou obrigatório ter base legal para tratar dados pessoais, e as restrições de rastreamento em navegadores e sistemas operacionais reduziram a quantidade de sinais que as plataformas de anúncios recebem. Quem depende só do pixel perde visibilidade.</li>
<li><strong>Dados próprios ganharam valor:</strong> a lista de clientes, o histórico do CRM e as conversas de atendimento passaram a ser o ativo mais importante, porque alimentam as plataformas com informação que elas não conseguem obter sozinhas.</li>
<li><strong>Automação nas plataformas de mídia:</strong> Google Ads e Meta Ads passaram a usar cada vez mais lances automáticos e campanhas orientadas por aprendizado de máquina. O anunciante controla menos alavancas manuais e precisa fornecer objetivos e dados de melhor qualidade.</li>
<li><strong>IA generativa acessível:</strong> tarefas que antes exigiam um especialista, como montar um plano de mídia, escrever variações de anúncios ou analisar uma planilha de resultados, agora podem ser aceleradas com assistentes de IA.</li>
<li><strong>WhatsApp como canal central:</strong> no Brasil, grande parte das conversas comerciais acontece no WhatsApp. Isso criou a necessidade de conectar anúncios, atendimento e CRM de um jeito que não aparece nos manuais estrangeiros.</li>
</ul>

<h2>Por que martech importa para PMEs, B2B e B2C no Brasil</h2>

<p>A pergunta certa não é se sua empresa precisa de martech, e sim qual nível de maturidade faz sentido para o momento dela. Cada tipo de negócio tira proveito de forma diferente.</p>

<h3>Pequenas e médias empresas</h3>

<p>Para uma PME, o principal ganho é <strong>parar de investir às cegas</strong>. É muito comum encontrar empresas que gastam R$ 3.000 por mês em anúncios, recebem mensagens no WhatsApp e não sabem quais delas viraram venda. Sem essa informação, a decisão de aumentar ou cortar verba é feita no feeling.</p>

<p>Com uma estrutura mínima de martech, essa mesma empresa consegue responder perguntas simples e valiosas: quanto custa, em média, conseguir um contato? Quantos contatos viram clientes? Qual campanha trouxe os clientes de maior valor? Com essas respostas, o orçamento passa a ser alocado onde gera retorno.</p>

<h3>Empresas B2B</h3>

<p>No B2B, o ciclo de vendas é longo, envolve várias pessoas na decisão e o valor de cada contrato costuma ser alto. Um software de gestão, uma empresa de engenharia ou uma distribuidora podem levar de semanas a meses para fechar um negócio. Aqui, martech resolve dois problemas centrais:</p>

<ul>
<li><strong>Qualidade do lead:</strong> em vez de otimizar campanhas para volume de formulários, a empresa passa a otimizar para leads que o time comercial considera qualificados, usando o CRM como fonte da verdade.</li>
<li><strong>Alinhamento entre marketing e vendas:</strong> com critérios claros e dados compartilhados, acaba a discussão sobre quem é responsável pelos leads ruins.</li>
</ul>

<h3>Empresas B2C e e-commerce</h3>

<p>No B2C, o volume é maior e a decisão de compra costuma ser mais rápida. Martech ajuda a segmentar públicos, recuperar carrinhos abandonados, recomendar produtos, aumentar o ticket médio e trazer o cliente de volta para a segunda compra. Em um e-commerce que fatura R$ 200 mil por mês, pequenas melhorias na taxa de conversão ou na recompra representam diferenças relevantes no fim do ano.</p>

<p>Para serviços locais, como clínicas, academias, escolas e imobiliárias, o foco costuma estar na geração de contatos e no agendamento. Nesse caso, integrar anúncios, WhatsApp e uma agenda ou CRM simples já muda o jogo.</p>

<h2>As sete camadas de uma stack martech</h2>

<p>Chamamos de <strong>stack martech</strong> o conjunto de ferramentas que uma empresa usa, organizadas por função. Em vez de pensar em marcas de software, vale pensar em camadas. Cada uma responde a uma pergunta do negócio:</p>

<ol>
<li><strong>Analytics:</strong> mede o que acontece no site, no aplicativo e nas campanhas. Responde à pergunta “o que está funcionando?”. Exemplos comuns são o Google Analytics 4 e o Google Tag Manager.</li>
<li><strong>Mídia paga:</strong> as plataformas de anúncios, como Google Ads, Meta Ads, LinkedIn Ads e TikTok Ads. Responde a “como alcanço mais pessoas certas, de forma previsível?”.</li>
<li><strong>Automação de marketing:</strong> envia e-mails, mensagens e conteúdos de acordo com o comportamento do lead. Ferramentas do tipo RD Station Marketing ou HubSpot são exemplos. Responde a “como nutro quem ainda não está pronto para comprar?”.</li>
<li><strong>CRM:</strong> registra contatos, negociações e vendas. Responde a “quais leads viraram clientes e quanto valem?”.</li>
<li><strong>Conteúdo:</strong> site, blog, landing pages, materiais ricos e vídeos. Responde a “o que eu ofereço para atrair e convencer?”.</li>
<li><strong>Social:</strong> gestão de perfis, publicação, atendimento e escuta nas redes sociais. Responde a “como construo relacionamento e presença de marca?”.</li>
<li><strong>IA:</strong> a camada transversal que acelera planejamento, criação, análise e otimização em todas as outras. Responde a “como faço mais e melhor com o mesmo time?”.</li>
</ol>

<p>Nem toda empresa precisa das sete camadas com a mesma profundidade desde o primeiro dia. Uma PME pode começar com analytics, mídia paga e um CRM simples e ir acrescentando as demais conforme cresce. Se você quer ver cada camada em detalhe, com a ordem de implantação por faixa de orçamento, leia nosso guia sobre a <a href="/blog/post/stack-martech-ideal-2025">stack martech ideal</a>. E, para comparar ferramentas específicas, consulte o artigo sobre <a href="/blog/post/stack-martech-ferramentas-2025">ferramentas de stack martech</a>.</p>

<h2>Como a IA muda o planejamento de mídia paga</h2>

<p>De todas as áreas do marketing, a mídia paga é uma das que mais sentiram o impacto da inteligência artificial. As próprias plataformas já usam aprendizado de máquina para definir lances, escolher posicionamentos e combinar criativos. A mudança mais recente, porém, está <strong>antes</strong> da campanha ir ao ar: no planejamento.</p>

<h3>Do achismo à análise de viabilidade</h3>

<p>Tradicionalmente, o planejamento de mídia de uma PME seguia um roteiro conhecido: definir um valor que cabia no caixa, dividir entre Google e Instagram e torcer para dar certo. O problema é que esse roteiro ignora a pergunta mais importante: <strong>a meta de vendas é viável com esse orçamento?</strong></p>

<p>Veja um exemplo ilustrativo. Uma clínica odontológica quer fechar 20 implantes por mês, com ticket médio de R$ 3.000. Pelo histórico, cerca de 10% dos contatos qualificados viram tratamento fechado. Isso significa que a clínica precisa de aproximadamente 200 leads por mês. Se o custo por lead na região e no segmento fica em uma faixa típica de R$ 25 a R$ 45, o investimento necessário vai de R$ 5.000 a R$ 9.000 por mês.</p>

<p>Agora imagine que a clínica tem R$ 3.000 disponíveis. Com um custo por lead de R$ 30, ela geraria cerca de 100 leads e, mantida a taxa de 10%, fecharia perto de 10 implantes, o que representa algo em torno de R$ 30.000 em receita. É um resultado positivo, mas metade da meta. Saber disso <strong>antes</strong> de investir permite ajustar a expectativa, melhorar a taxa de conversão do atendimento ou buscar mais verba com argumentos concretos.</p>

<p>A IA aplicada ao planejamento automatiza essa conta: cruza produto, ticket médio, orçamento e meta de leads, estima custos com base em referências de mercado e devolve um plano com projeção de resultados e divisão de verba entre canais.</p>

<h3>Regras práticas que a IA ajuda a aplicar</h3>

<p>Alguns princípios de planejamento são conhecidos pelos especialistas, mas difíceis de aplicar com consistência. Uma ferramenta de planejamento com IA ajuda a não esquecê-los:</p>

<ul>
<li><strong>Orçamento mínimo para aprendizado:</strong> os algoritmos das plataformas precisam de volume de conversões para otimizar. Uma regra prática usada por muitos gestores é que o orçamento mensal de uma campanha não fique muito abaixo de <em>CPA estimado × 50 conversões</em>. Com um custo por lead estimado de R$ 30, isso indica algo perto de R$ 1.500 por mês para uma campanha otimizada para leads.</li>
<li><strong>Divisão 70-20-10:</strong> cerca de 70% da verba nos canais e campanhas que já comprovaram resultado, 20% em ampliações e novos públicos com boa expectativa, e 10% em testes.</li>
<li><strong>Papel de cada canal:</strong> anúncios de pesquisa, como os do Google Ads, capturam quem já está procurando a solução. Anúncios em redes sociais, como os da Meta, geram demanda e alcançam quem ainda não sabe que precisa. A proporção entre os dois depende do produto, do ticket e da maturidade da marca.</li>
</ul>

<h3>O que a IA faz bem e o que continua sendo seu</h3>

<p>A IA é excelente para fazer contas, comparar cenários, sugerir estruturas de campanha e gerar variações de texto em segundos. Mas algumas decisões continuam sendo do gestor:</p>

<ul>
<li>Definir o posicionamento e a oferta, que são a razão pela qual alguém escolheria sua empresa.</li>
<li>Validar se as premissas fazem sentido, como taxa de conversão do comercial e margem do produto.</li>
<li>Garantir que o atendimento dê conta do volume de leads projetado.</li>
<li>Interpretar resultados à luz do contexto, como sazonalidade, concorrência e mudanças no mercado.</li>
</ul>

<blockquote><p>A IA não substitui a estratégia. Ela tira do caminho o trabalho repetitivo para que você tenha tempo de pensar na estratégia.</p></blockquote>

<p>Para se aprofundar no tema, leia o <a href="/blog/post/ia-em-midia-paga-guia-completo">guia completo de IA em mídia paga</a> e entenda também os fundamentos em nosso <a href="/blog/post/planejamento-de-midia-guia-definitivo">guia definitivo de planejamento de mídia</a>.</p>

<p><strong>Quer saber se a sua meta é viável com o orçamento que você tem hoje?</strong> <a href="/ai-planner">Monte seu plano de mídia gratuito com o AI Planner</a>: você informa produto, ticket médio, verba e leads desejados e recebe, em menos de 5 minutos, uma análise de viabilidade com projeção de resultados e divisão de orçamento entre anúncios de pesquisa e de redes sociais.</p>

<h2>Como começar com martech na sua empresa</h2>

<p>Começar não exige grandes investimentos, e sim ordem. A sequência abaixo funciona bem para a maioria das PMEs e pode ser adaptada para empresas maiores. Pense em um ciclo de cerca de 90 dias.</p>

<h3>Etapa 1: diagnóstico (semanas 1 e 2)</h3>

<p>Antes de contratar qualquer ferramenta, mapeie o que já existe. Liste os canais por onde chegam clientes, as ferramentas que você paga, quem usa cada uma e quais números você consegue responder hoje. Uma planilha simples resolve.</p>

<ul>
<li>De onde vieram os últimos 20 clientes?</li>
<li>Quanto foi investido em mídia nos últimos três meses, por canal?</li>
<li>Quantos leads chegaram nesse período e quantos viraram venda?</li>
<li>Qual é o ticket médio e a margem de cada produto ou serviço?</li>
<li>O site tem Google Analytics 4 e tags de conversão funcionando?</li>
</ul>

<h3>Etapa 2: fundação de dados (semanas 3 a 6)</h3>

<p>Com o diagnóstico em mãos, construa a base que permite medir. Essa é a etapa menos glamourosa e a mais importante.</p>

<ul>
<li>Instale ou revise o Google Analytics 4 e o Google Tag Manager, e configure os eventos de conversão principais, como envio de formulário, clique no botão do WhatsApp e compra.</li>
<li>Crie um padrão de UTMs para todos os links de campanha, de modo que cada lead carregue a informação de origem.</li>
<li>Escolha um CRM, mesmo que simples, e defina as etapas do funil, do primeiro contato à venda.</li>
<li>Revise a política de privacidade e o banner de cookies para estar em conformidade com a LGPD.</li>
<li>Defina, por escrito, o que é um lead qualificado para a sua empresa.</li>
</ul>

<h3>Etapa 3: mídia, mensuração e otimização (semanas 7 a 12)</h3>

<p>Só agora faz sentido acelerar o investimento em mídia. Com dados confiáveis, cada real passa a gerar aprendizado.</p>

<ul>
<li>Monte um plano de mídia com meta, orçamento, divisão entre canais e projeção de resultados.</li>
<li>Suba as campanhas com objetivos de conversão, e não apenas de alcance ou cliques.</li>
<li>Acompanhe semanalmente custo por lead, taxa de qualificação e custo por venda.</li>
<li>Envie de volta para as plataformas as informações de venda ou qualificação registradas no CRM, sempre que possível.</li>
<li>Ao final do ciclo, revise o plano e redistribua a verba com base no que funcionou.</li>
</ul>

<p>Se precisar de um roteiro detalhado para estruturar campanhas, o <a href="/blog/post/planejamento-de-campanha-guia-completo">guia completo de planejamento de campanha</a> aprofunda cada etapa. E para escolher onde anunciar, vale ler o artigo sobre <a href="/blog/post/plataforma-midia-paga-como-escolher">como escolher a plataforma de mídia paga</a>.</p>

<h2>Erros comuns em martech (e como evitar)</h2>

<p>Depois de acompanhar muitas empresas estruturando seu marketing, alguns erros aparecem com frequência. Conhecê-los economiza tempo e dinheiro.</p>

<ul>
<li><strong>Comprar ferramenta antes de definir processo:</strong> contratar uma plataforma de automação completa sem saber qual jornada o lead vai percorrer gera uma assinatura cara e pouco usada. Defina o processo no papel primeiro.</li>
<li><strong>Medir o que é fácil, e não o que importa:</strong> curtidas, impressões e cliques são fáceis de medir, mas não pagam as contas. Priorize métricas de negócio, como custo por lead qualificado, custo por venda e retorno sobre o investimento.</li>
<li><strong>Não conectar marketing e vendas:</strong> se o CRM não conversa com as campanhas, as plataformas vão otimizar para o lead mais barato, e não para o melhor. Feche esse ciclo o quanto antes.</li>
<li><strong>Ignorar o WhatsApp na mensuração:</strong> quando o lead clica no anúncio e vai direto para uma conversa, a origem se perde com facilidade. Use mensagens pré-preenchidas diferentes por campanha, links rastreados e registre a origem no CRM.</li>
<li><strong>Orçamento pulverizado:</strong> dividir R$ 2.000 em seis canais e dez campanhas impede que qualquer uma delas saia da fase de aprendizado. Concentre a verba e expanda depois.</li>
<li><strong>Esquecer a LGPD:</strong> coletar dados sem consentimento ou sem base legal adequada expõe a empresa a riscos jurídicos e de reputação. Tenha política de privacidade clara, banner de cookies e cuidado ao compartilhar listas de clientes.</li>
<li><strong>Terceirizar o entendimento:</strong> é ótimo contar com agência ou consultoria, mas o gestor precisa entender os números principais. Quem não entende o próprio funil não consegue cobrar resultado.</li>
</ul>

<h2>Checklist rápido de maturidade em martech</h2>

<p>Responda sim ou não para cada item. Ele ajuda a identificar qual é o próximo passo mais importante para a sua empresa.</p>

<ul>
<li>Sei quanto investi em mídia paga no último mês, por canal.</li>
<li>Sei quantos leads recebi e de qual campanha veio cada um.</li>
<li>Tenho um CRM com etapas de funil definidas.</li>
<li>Sei minha taxa de conversão de lead para venda.</li>
<li>Tenho eventos de conversão configurados no Google Analytics 4 e nas plataformas de anúncios.</li>
<li>Uso um padrão de UTMs em todos os links de campanha.</li>
<li>Tenho um plano de mídia com meta e projeção antes de investir.</li>
<li>Retorno dados de vendas ou de qualificação para as plataformas.</li>
<li>Tenho política de privacidade e gestão de consentimento adequadas à LGPD.</li>
<li>Reviso os resultados e redistribuo a verba pelo menos uma vez por mês.</li>
</ul>

<p>Se você marcou menos da metade, foque na fundação de dados antes de aumentar o investimento. Se marcou quase tudo, seu próximo ganho provavelmente está em automação, testes de criativos e uso de IA para escalar o planejamento.</p>

<h2>Perguntas frequentes</h2>

<h3>Martech é só para empresas grandes?</h3>
<p>Não. Pequenas empresas se beneficiam muito de martech, porque cada real investido pesa mais no caixa. Uma estrutura básica, com Google Analytics 4, uma plataforma de anúncios bem configurada e um CRM simples, já permite saber de onde vêm os clientes e onde vale investir.</p>

<h3>Qual é a diferença entre martech e adtech?</h3>
<p>Adtech se refere às tecnologias usadas para comprar, vender e veicular anúncios, como plataformas de mídia e servidores de anúncios. Martech é mais amplo: inclui a publicidade, mas também analytics, CRM, automação, conteúdo, social e IA. Na prática, a mídia paga é uma das camadas da stack martech.</p>

<h3>Preciso de um time técnico para começar?</h3>
<p>Não necessariamente. Muitas ferramentas atuais são pensadas para quem não programa, e configurações como Google Tag Manager e integrações entre CRM e formulários podem ser feitas seguindo a documentação das próprias plataformas. Para integrações mais complexas, como conversões offline em grande volume, pode valer contratar um especialista por projeto.</p>

<h3>Quanto tempo leva para ver resultado?</h3>
<p>A fundação de dados costuma levar de quatro a seis semanas. Os primeiros aprendizados de mídia aparecem em poucas semanas de campanha, e ciclos consistentes de otimização geralmente mostram ganhos ao longo de dois ou três meses. Em negócios B2B com ciclo de venda longo, o prazo para medir receita é maior.</p>

<h3>Como o AI Planner se encaixa na minha stack?</h3>
<p>O AI Planner atua na camada de IA, apoiando o planejamento de mídia paga. Você informa produto ou serviço, ticket médio, orçamento disponível e quantidade de leads desejada, e recebe um plano estratégico com análise de viabilidade, resultados projetados e divisão de verba entre anúncios de pesquisa e de redes sociais. O planejamento é gratuito, e os planos pagos começam em R$ 497 por mês, com 14 dias de teste grátis.</p>

<h2>Conclusão: martech é método, não moda</h2>

<p>Em 2026, martech deixou de ser diferencial de grandes empresas e virou condição básica para investir em marketing com responsabilidade. O caminho não passa por acumular ferramentas, mas por organizar as sete camadas na ordem certa, garantir que os dados fluam entre elas e usar a inteligência artificial para tomar decisões melhores e mais rápidas.</p>

<p>Comece pelo diagnóstico, construa a fundação de dados, planeje a mídia com base em viabilidade e feche o ciclo entre marketing e vendas. Cada etapa gera aprendizado e deixa a próxima mais fácil.</p>

<p><strong>Pronto para dar o primeiro passo?</strong> <a href="/ai-planner">Crie agora seu plano de mídia gratuito com o AI Planner</a> e descubra, em menos de 5 minutos, quanto investir e como dividir a verba para bater sua meta de leads. Se quiser conhecer a plataforma completa, veja como funciona o <a href="/planejamento-de-midia">planejamento de mídia da MídiaPlan</a> e aproveite o teste grátis de 14 dias.</p>
`,
}
