import type { SeedArticle } from './types'

export const article: SeedArticle = {
  slug: 'ia-em-midia-paga-guia-completo',
  title: 'IA em mídia paga: guia completo de Google Ads, Meta Ads e orçamento mínimo',
  description:
    'Como a IA atua no Google Ads e na Meta, o que ainda depende de você e a regra do orçamento mínimo (CPA × 50) para a campanha aprender, com exemplos em reais.',
  categorySlug: 'ia-midia-paga',
  authorName: 'Camila Rocha',
  publishedAt: '2025-11-04',
  tags: ['inteligência artificial', 'mídia paga', 'google ads', 'meta ads', 'orçamento de mídia'],
  featured: true,
  content: `
<p>Há poucos anos, gerenciar anúncios significava ajustar lances palavra por palavra, segmentar públicos por interesse com precisão cirúrgica e testar um anúncio de cada vez. Hoje, boa parte dessas tarefas foi assumida por sistemas de aprendizado de máquina dentro do próprio Google Ads e da Meta Ads. A promessa é sedutora: diga ao algoritmo o que você quer e ele encontra as pessoas certas pelo menor custo. A realidade é mais exigente. A inteligência artificial em mídia paga funciona muito bem quando recebe orçamento suficiente, dados corretos e uma estratégia clara, e funciona mal quando falta qualquer um desses três elementos.</p>

<p>Este guia explica o que a IA realmente faz em cada plataforma, onde as decisões continuam sendo humanas, como a fase de aprendizado afeta o seu orçamento (com a regra prática do orçamento mínimo e exemplos em reais), por que a qualidade dos dados virou o principal diferencial competitivo e como os planejadores com IA ajudam a decidir antes de gastar o primeiro real.</p>

<h2>O que “IA em mídia paga” significa na prática</h2>

<p>Quando Google e Meta falam em IA, estão falando principalmente de modelos de aprendizado de máquina que fazem previsões a cada leilão. Toda vez que alguém pesquisa no Google ou abre o feed do Instagram, acontece um leilão em frações de segundo. O modelo estima a probabilidade de aquela pessoa, naquele contexto, realizar a ação que você definiu como conversão, e ajusta o lance e a entrega de acordo. Na prática, a IA atua em cinco frentes:</p>

<ul>
<li><strong>Lances:</strong> quanto oferecer em cada leilão para atingir uma meta de custo por aquisição (CPA) ou de retorno sobre o investimento em anúncios (ROAS).</li>
<li><strong>Segmentação:</strong> para quem mostrar o anúncio, muitas vezes indo além dos públicos que você definiu.</li>
<li><strong>Inventário e posicionamento:</strong> em qual canal, formato ou posição exibir o anúncio.</li>
<li><strong>Criativos:</strong> quais combinações de títulos, textos, imagens e vídeos mostrar para cada pessoa.</li>
<li><strong>Distribuição de orçamento:</strong> como repartir a verba entre conjuntos de anúncios, canais e momentos do dia.</li>
</ul>

<p>Há ainda uma sexta frente, fora das plataformas de anúncio: o planejamento, que veremos mais adiante.</p>

<h2>IA no Google Ads</h2>

<h3>Smart Bidding (lances inteligentes)</h3>

<p>Smart Bidding é o conjunto de estratégias de lances automáticos do Google Ads que otimizam para conversões ou para valor de conversão em cada leilão. As principais são:</p>

<ul>
<li><strong>Maximizar conversões:</strong> busca o maior número de conversões dentro do orçamento diário. Pode receber um <strong>CPA desejado</strong>, que orienta o custo médio por conversão.</li>
<li><strong>Maximizar o valor da conversão:</strong> busca o maior valor total, útil quando as vendas têm valores diferentes. Pode receber um <strong>ROAS desejado</strong>, o retorno que você quer obter para cada real investido.</li>
</ul>

<p>A vantagem sobre o lance manual está nos sinais considerados no momento do leilão: dispositivo, localização, horário, idioma, sistema operacional, listas de remarketing, o termo pesquisado e as combinações entre eles. O limite também é claro: o algoritmo otimiza para a conversão que você configurou. Se você conta como conversão o clique no botão do WhatsApp, ele vai trazer muitos cliques no WhatsApp, inclusive de pessoas que nunca vão comprar.</p>

<h3>Correspondência ampla, anúncios responsivos e AI Max</h3>

<p>Com Smart Bidding, o Google recomenda usar palavras-chave de correspondência ampla, que permitem ao sistema encontrar pesquisas relacionadas que você não listou. Os anúncios responsivos de pesquisa aceitam até 15 títulos e 4 descrições, e o sistema testa combinações para cada pesquisa. Em 2025, o Google passou a oferecer o AI Max para campanhas de pesquisa, um conjunto de recursos opcionais que amplia a correspondência de termos e adapta textos e páginas de destino automaticamente. Em todos os casos, acompanhar o relatório de termos de pesquisa e manter listas de palavras-chave negativas continua sendo trabalho humano.</p>

<h3>Performance Max</h3>

<p>A Performance Max é um tipo de campanha orientado por metas que acessa, a partir de uma única campanha, todo o inventário do Google: Pesquisa, Display, YouTube, Gmail, Discover e Maps. Você fornece os recursos (textos, imagens, vídeos, logotipos), organiza-os em grupos de recursos, indica sinais de público (como listas de clientes e segmentos personalizados) e define a meta de conversão. A IA decide onde, quando e para quem exibir. Pontos importantes para usar bem:</p>

<ul>
<li><strong>Sinais de público são sugestões, não restrições.</strong> Eles aceleram o aprendizado, mas o sistema pode mostrar anúncios a pessoas fora desses públicos.</li>
<li><strong>Cuidado com a canibalização da marca.</strong> Sem exclusões de marca, a campanha pode gastar em pesquisas pelo nome da sua empresa, que você captaria por um custo muito menor em uma campanha de pesquisa dedicada.</li>
<li><strong>A expansão de URL final pode enviar tráfego para páginas que você não escolheu.</strong> Revise essa configuração e exclua páginas como “trabalhe conosco” ou posts antigos do blog.</li>
<li><strong>A transparência melhorou, mas segue parcial.</strong> O Google vem adicionando relatórios por canal, dados de termos de pesquisa e palavras-chave negativas no nível da campanha; ainda assim, o controle é menor do que em campanhas de pesquisa tradicionais.</li>
</ul>

<p>A Performance Max tende a funcionar melhor para e-commerce com feed de produtos no Merchant Center e para negócios com volume consistente de conversões. Para uma empresa local com poucas conversões por mês, uma campanha de pesquisa bem estruturada costuma ser o ponto de partida mais seguro.</p>

<h2>IA na Meta Ads</h2>

<h3>Campanhas Advantage+</h3>

<p>Na Meta, a automação está reunida sob a marca Advantage+. As campanhas Advantage+, que começaram no e-commerce como Advantage+ shopping e hoje se estendem a objetivos como vendas, leads e aplicativos, automatizam público, posicionamentos, orçamento e criativos de uma só vez. Você informa a meta, o orçamento, a região e os criativos; o sistema procura as pessoas com maior probabilidade de converter no Facebook, no Instagram, no Messenger e na Audience Network.</p>

<h3>Automações individuais</h3>

<p>Mesmo em campanhas configuradas manualmente, é possível ativar automações específicas:</p>

<ul>
<li><strong>Público Advantage+:</strong> suas definições de idade, interesses e públicos personalizados viram sugestões, e o algoritmo expande além delas quando encontra oportunidades melhores.</li>
<li><strong>Posicionamentos Advantage+:</strong> distribui os anúncios entre Feed, Stories, Reels, Explorar e outros posicionamentos conforme o desempenho.</li>
<li><strong>Orçamento de campanha Advantage:</strong> define o orçamento no nível da campanha e deixa o sistema redistribuir a verba entre os conjuntos de anúncios.</li>
<li><strong>Criativo Advantage+:</strong> aplica melhorias como ajustes de imagem, adaptação para cada formato e variações de texto. Revise cada opção, porque nem toda melhoria combina com a identidade da sua marca.</li>
</ul>

<h3>O criativo virou a nova segmentação</h3>

<p>Com públicos cada vez mais amplos, o criativo passou a cumprir o papel que antes era da segmentação por interesses. Um vídeo que fala diretamente com donos de restaurante tende a ser entregue a donos de restaurante, porque são eles que param para assistir e interagem. Por isso, contas bem configuradas costumam ganhar mais diversificando criativos (ângulos, formatos, pessoas, objeções respondidas) do que refinando interesses.</p>

<h2>Onde as pessoas continuam decidindo</h2>

<p>A IA das plataformas é excelente em otimizar dentro de regras definidas. Ela não define as regras. Quatro áreas continuam sendo responsabilidade humana, e são elas que separam contas medianas de contas lucrativas.</p>

<h3>Estratégia</h3>

<p>Quanto investir, em quais canais, para qual público e com qual objetivo de negócio. O algoritmo do Google não sabe que a sua empresa quer entrar em Belo Horizonte no segundo semestre, nem que a margem da linha premium é o dobro da linha básica. Essas decisões estruturam campanhas, metas e orçamentos. Para organizar esse processo, veja o <a href="/blog/post/planejamento-de-campanha-guia-completo">guia completo de planejamento de campanha</a>.</p>

<h3>Oferta</h3>

<p>Nenhum lance inteligente compensa uma oferta fraca. Preço, condições de pagamento, parcelamento, garantia, frete e prazo de entrega influenciam a taxa de conversão mais do que qualquer ajuste técnico. Uma clínica que oferece avaliação gratuita com horário no mesmo dia tende a converter melhor do que outra que pede ao paciente para “entrar em contato para mais informações”, mesmo com campanhas idênticas.</p>

<h3>Criativo</h3>

<p>A IA escolhe entre as opções que você fornece e faz pequenos ajustes. O que dizer, qual problema destacar e como provar o que se promete continuam sendo trabalho de estratégia e de criação. A IA generativa acelera variações, mas a ideia central e o entendimento do cliente brasileiro ainda vêm das pessoas.</p>

<h3>Mensuração</h3>

<p>Definir o que é uma conversão, quanto ela vale e como ela é registrada é a decisão mais importante em uma conta automatizada. Os algoritmos otimizam para o sinal que recebem. Se o sinal está errado, a IA fica muito eficiente em atingir o objetivo errado.</p>

<h2>A fase de aprendizado e a regra do orçamento mínimo</h2>

<p>Todo algoritmo de lance precisa de dados para calibrar as próprias previsões. Ao criar uma campanha, trocar a estratégia de lance ou fazer alterações relevantes, o sistema entra em um período de aprendizado em que o desempenho oscila e o custo por resultado costuma ficar mais alto. No Google Ads, a estratégia de lances exibe o status “Aprendendo”, que em geral dura de alguns dias a duas semanas, dependendo do volume de conversões e do tempo entre o clique e a conversão. Na Meta, um conjunto de anúncios sai da fase de aprendizado quando acumula cerca de 50 eventos de otimização em um período de 7 dias após a última edição significativa; quando não chega lá, aparece o status “Aprendizado limitado”.</p>

<p>Daí vem a regra prática que usamos no planejamento:</p>

<blockquote><p><strong>Orçamento mínimo mensal = CPA estimado × 50 conversões</strong>, para cada campanha (ou conjunto de anúncios) que precisa aprender.</p></blockquote>

<p>Abaixo desse piso, a campanha dificilmente gera sinal suficiente para o algoritmo distinguir quem converte de quem não converte, e você paga por um aprendizado que nunca termina.</p>

<h3>Exemplos em reais</h3>

<ul>
<li><strong>Escola de idiomas, CPA estimado de R$ 40 por aula experimental agendada:</strong> R$ 40 × 50 = R$ 2.000 por mês, cerca de R$ 66 por dia.</li>
<li><strong>Clínica de estética, CPA de R$ 80 por agendamento:</strong> R$ 80 × 50 = R$ 4.000 por mês por campanha. Com uma campanha no Google e outra na Meta, o piso total passa a R$ 8.000.</li>
<li><strong>E-commerce de cosméticos, CPA de R$ 25 por compra:</strong> R$ 25 × 50 = R$ 1.250 por mês, cerca de R$ 41 por dia.</li>
<li><strong>Software B2B, CPA de R$ 300 por demonstração agendada:</strong> R$ 300 × 50 = R$ 15.000 por mês. Se o orçamento disponível é de R$ 6.000, o plano precisa mudar, como veremos a seguir.</li>
</ul>

<p>Note que a regra vale por unidade de aprendizado. Dividir R$ 4.000 em quatro conjuntos de anúncios de R$ 1.000, com CPA de R$ 40, significa que cada conjunto terá apenas 25 conversões esperadas no mês, e nenhum deles aprende direito. Um único conjunto de R$ 4.000 teria cerca de 100 conversões para aprender.</p>

<h3>Por que mensal, se a Meta fala em 50 por semana?</h3>

<p>O piso mensal é um critério de viabilidade mínima, não uma garantia de sair do aprendizado. Com 50 conversões por mês, a campanha tem cerca de 12 por semana: o suficiente para os lances automáticos trabalharem com alguma estabilidade, ainda que na Meta o conjunto provavelmente fique com o status de aprendizado limitado. Para uma entrega mais estável na Meta, o ideal é se aproximar de 50 eventos por semana por conjunto de anúncios, o que equivale a algo perto de 200 conversões por mês. Trate CPA × 50 como o piso; acima dele, mais volume por conjunto quase sempre significa resultados mais estáveis.</p>

<h3>O que fazer quando o orçamento não fecha a conta</h3>

<ol>
<li><strong>Consolide.</strong> Menos campanhas e conjuntos de anúncios, cada um com mais verba. Na Meta, o orçamento de campanha Advantage ajuda a concentrar o sinal.</li>
<li><strong>Otimize para um evento mais frequente.</strong> Se a demonstração custa R$ 300, talvez o lead qualificado custe R$ 60. Com R$ 6.000, são 100 eventos por mês, e o algoritmo consegue aprender. Depois, importe as vendas como conversões offline para refinar a otimização.</li>
<li><strong>Comece por um canal.</strong> Em vez de dividir R$ 3.000 entre Google e Meta sem aprendizado em nenhum dos dois, comece pelo canal de maior intenção e expanda quando houver verba.</li>
<li><strong>Reveja a meta.</strong> Às vezes a conclusão honesta é que a meta de leads não é viável com aquele orçamento. É melhor descobrir isso no planejamento do que depois de três meses de investimento.</li>
</ol>

<h3>Como não reiniciar o aprendizado sem querer</h3>

<p>Na Meta, edições significativas, como mudar o evento de otimização, alterar a segmentação, adicionar novos anúncios ou fazer grandes mudanças de orçamento, podem devolver o conjunto à fase de aprendizado. No Google, trocar a estratégia de lances, mexer muito no CPA ou ROAS desejado ou alterar as ações de conversão tem efeito parecido. Uma prática comum do mercado é fazer ajustes graduais de orçamento, de 15% a 20% por vez, com alguns dias de intervalo, e agrupar as mudanças em vez de mexer na campanha todos os dias.</p>

<h2>Qualidade de dados: o combustível da IA</h2>

<h3>Conversões certas, com valor</h3>

<p>Comece pela configuração de conversões. No Google Ads, defina como ações principais apenas aquelas que representam valor real (compra, lead qualificado, agendamento) e deixe micro-ações, como visualização de página ou clique no telefone, como secundárias, apenas para observação. Atribua valores: se um lead de plano empresarial vale mais do que um lead de plano individual, informe isso ao algoritmo. Na Meta, use o Pixel combinado com a API de Conversões, que envia eventos a partir do servidor e reduz perdas causadas por bloqueadores e restrições de cookies. Confira também a desduplicação de eventos entre Pixel e API.</p>

<h3>Importação de conversões offline</h3>

<p>Para quem vende por WhatsApp, telefone ou equipe comercial, a venda acontece longe do site. Se a plataforma de anúncios só enxerga o formulário, ela otimiza para formulários. A solução é devolver o resultado do CRM aos canais:</p>

<ul>
<li><strong>Google Ads:</strong> importação de conversões offline usando o GCLID (o identificador de clique) capturado no formulário ou, como alternativa, conversões otimizadas para leads, que usam e-mail e telefone com hash.</li>
<li><strong>Meta Ads:</strong> envio de eventos offline pela API de Conversões, com dados de contato com hash para fazer a correspondência.</li>
</ul>

<p>Um mapeamento simples funciona bem: lead (valor baixo), lead qualificado (por exemplo, R$ 100), proposta enviada (R$ 300) e venda (valor real do contrato). Assim, o algoritmo aprende a diferença entre quem preenche um formulário por curiosidade e quem fecha negócio.</p>

<h3>Consentimento e LGPD</h3>

<p>Mais dados não significa qualquer dado. A Lei Geral de Proteção de Dados (Lei nº 13.709/2018) exige base legal para tratar e compartilhar dados pessoais, transparência sobre a finalidade e respeito às escolhas do titular. Na prática:</p>

<ul>
<li>Use um banner de cookies que registre as escolhas do visitante para cookies de análise e de marketing, e configure as tags para obedecer a essas escolhas. O modo de consentimento do Google ajuda a ajustar o comportamento das tags conforme o consentimento dado.</li>
<li>Atualize a política de privacidade para informar o compartilhamento de dados com plataformas de publicidade.</li>
<li>Lembre que dados com hash continuam sendo dados pessoais pseudonimizados. Defina a base legal (consentimento ou legítimo interesse, com avaliação documentada) antes de enviar listas de clientes.</li>
<li>Envie apenas o necessário: para a correspondência, e-mail e telefone geralmente bastam.</li>
</ul>

<p>Conformidade também é estabilidade: uma conta que depende de coleta frágil pode perder sinal de uma hora para outra.</p>

<h2>Como os planejadores com IA ajudam antes de gastar</h2>

<p>As IAs do Google e da Meta otimizam campanhas que já existem. Elas não respondem às perguntas anteriores: quanto investir, se a meta é viável, como dividir a verba entre busca e social. É aí que entram os planejadores com IA.</p>

<p>O AI Planner da MídiaPlan, por exemplo, coleta quatro informações: o produto ou serviço, o ticket médio, o orçamento disponível e a quantidade de leads desejada. A partir delas, entrega um plano estratégico com análise de viabilidade, resultados projetados e a divisão do orçamento entre anúncios de pesquisa e anúncios em redes sociais. Veja como esse raciocínio funciona em um caso hipotético:</p>

<ul>
<li>Uma escola de idiomas em Curitiba, com mensalidade de R$ 350, quer 150 leads por mês e tem R$ 6.000 de orçamento.</li>
<li>A meta implica um custo por lead de até R$ 40. Se o CPL típico para esse serviço na região estiver entre R$ 30 e R$ 50, a meta é viável, mas está no limite.</li>
<li>Pela regra do orçamento mínimo, cada campanha precisa de cerca de R$ 2.000 por mês (R$ 40 × 50). Cabem duas ou três unidades de aprendizado, não dez.</li>
<li>Uma divisão possível: cerca de 55% em pesquisa, para capturar quem já procura “curso de inglês em Curitiba”, e 45% na Meta, para gerar demanda com vídeos de aulas e a oferta de aula experimental.</li>
<li>Se 15% dos leads se matricularem, 150 leads viram cerca de 22 matrículas. Com permanência média de 10 meses, cada aluno representa cerca de R$ 3.500 em receita, e a conta fecha com folga.</li>
</ul>

<p>Esse tipo de análise antes do investimento evita dois erros comuns: espalhar a verba em campanhas que nunca saem do aprendizado e prometer à diretoria um resultado que o orçamento não sustenta. Para aprofundar o processo completo, veja também a nossa página de <a href="/planejamento-de-midia">planejamento de mídia</a>.</p>

<p><strong>Faça o teste com os seus números.</strong> No <a href="/ai-planner">AI Planner</a>, você gera gratuitamente, em menos de 5 minutos, um plano com análise de viabilidade, projeções e a divisão da verba entre busca e social. Se quiser ir além, os planos começam em R$ 497 por mês, com 14 dias de teste grátis.</p>

<h2>Armadilhas comuns ao usar IA em mídia paga</h2>

<ul>
<li><strong>Orçamento pulverizado.</strong> Muitas campanhas pequenas, nenhuma com volume suficiente para aprender. Aplique a regra CPA × 50 antes de criar cada nova campanha.</li>
<li><strong>Otimizar para a conversão errada.</strong> Cliques no WhatsApp, visualizações de página e leads não qualificados são fáceis de gerar e difíceis de transformar em receita.</li>
<li><strong>Mexer em tudo toda semana.</strong> Cada mudança relevante pode reiniciar o aprendizado. Defina janelas de avaliação e respeite-as.</li>
<li><strong>Aceitar todas as recomendações da plataforma.</strong> As recomendações e a pontuação de otimização do Google Ads podem sugerir aumentar o orçamento ou ampliar a correspondência sem considerar a sua margem. Avalie cada uma.</li>
<li><strong>Deixar a marca dentro da Performance Max.</strong> Sem exclusões, parte do resultado atribuído à IA pode ser apenas tráfego de quem já procurava a sua empresa.</li>
<li><strong>Julgar cedo demais.</strong> Avaliar uma campanha nos primeiros três dias, em plena fase de aprendizado, leva a decisões erradas.</li>
<li><strong>Esquecer o ciclo de venda.</strong> Se o cliente leva 30 dias para fechar, o resultado de hoje reflete os cliques do mês passado. Ajuste as janelas de conversão e a expectativa da diretoria.</li>
</ul>

<h2>Perguntas frequentes</h2>

<h3>A IA do Google e da Meta substitui o gestor de tráfego?</h3>

<p>Não. Ela substitui tarefas repetitivas, como ajustar lances e testar combinações de anúncios. O gestor continua responsável pela estratégia, pela estrutura das campanhas, pela oferta, pelos criativos e, principalmente, pela configuração correta das conversões.</p>

<h3>Qual é o orçamento mínimo para usar Smart Bidding ou Advantage+?</h3>

<p>Não existe um valor fixo, porque depende do custo de cada conversão. Use a regra prática: CPA estimado × 50 conversões por mês, para cada campanha ou conjunto de anúncios. Com CPA de R$ 40, o piso é de R$ 2.000 por mês; com CPA de R$ 150, é de R$ 7.500.</p>

<h3>Quanto tempo dura a fase de aprendizado?</h3>

<p>Depende do volume de conversões. No Google Ads, costuma levar de alguns dias a duas semanas. Na Meta, o conjunto de anúncios sai do aprendizado ao atingir cerca de 50 eventos de otimização em 7 dias. Com pouco volume, o aprendizado se arrasta ou fica limitado.</p>

<h3>Devo começar pela Performance Max ou por uma campanha de pesquisa?</h3>

<p>Para a maioria das empresas de serviços e negócios locais, uma campanha de pesquisa bem estruturada é o melhor ponto de partida, porque oferece mais controle e captura demanda de alta intenção. A Performance Max faz mais sentido para e-commerce com feed de produtos ou para contas com bom volume de conversões.</p>

<h3>Enviar dados de clientes para o Google e a Meta é permitido pela LGPD?</h3>

<p>Pode ser, desde que exista base legal adequada, transparência na política de privacidade e respeito às escolhas dos titulares. Envie apenas os dados necessários, com hash, e documente a decisão. Em caso de dúvida, envolva o encarregado de dados ou a assessoria jurídica da empresa.</p>

<p>A IA tornou a mídia paga mais poderosa e, ao mesmo tempo, mais dependente de boas decisões humanas. Orçamento suficiente por campanha, conversões que refletem vendas reais e uma estratégia clara são o que transformam algoritmos em resultado. Se você está avaliando ferramentas para apoiar esse trabalho, leia também <a href="/blog/post/plataforma-midia-paga-como-escolher">como escolher uma plataforma de mídia paga</a> e o nosso panorama sobre <a href="/blog/post/o-que-e-martech-2026">o que é martech</a>.</p>
`,
}
