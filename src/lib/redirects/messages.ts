/* The redirect manager's pt-BR messages, shared by the forms, the CSV import and the server. */

export const SOURCE_REQUIRED = 'Informe o endereço antigo.'
export const SOURCE_INVALID =
  'O endereço antigo deve começar com / (ex.: /blog/post-antigo/) ou ser um endereço completo (https://...).'
export const SOURCE_RESERVED =
  'Endereços do painel e do sistema (/admin, /api e /_next) não podem ser redirecionados.'
export const SOURCE_HOME = 'A página inicial não pode ser redirecionada inteira.'
export const SOURCE_PREFIX_QUERY =
  'Um prefixo vale para um caminho e tudo abaixo dele: tire os parâmetros depois do "?".'
export const SOURCE_TOO_LONG = 'O endereço antigo é longo demais.'
export const SOURCE_TAKEN = 'Já existe um redirecionamento deste endereço com esta correspondência.'

export const TARGET_REQUIRED = 'Informe o destino (ou escolha 410 para um endereço removido).'
export const TARGET_INVALID =
  'O destino deve ser um caminho deste site (ex.: /blog) ou um endereço completo com http:// ou https://.'
export const TARGET_TOO_LONG = 'O destino é longo demais.'

export const STATUS_INVALID = 'Escolha o tipo: 301, 302, 307, 308 ou 410.'
export const MATCH_INVALID = 'Escolha a correspondência: exata ou prefixo.'
export const REDIRECT_NOT_FOUND =
  'Este redirecionamento não existe mais. Recarregue a página para ver a lista atual.'

/** "Este redirecionamento criaria um ciclo: /a → /b → /a." */
export function cycleMessage(cycle: readonly string[]): string {
  return `Este redirecionamento criaria um ciclo: ${cycle.join(' → ')}.`
}
