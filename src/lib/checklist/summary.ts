import { hasContent } from '@/lib/validations/posts'
import type { Checklist } from './checklist'

/**
 * The checklist's one-line verdict. Title and body are required by every save (the spec's
 * "Campos obrigatórios"), so a post without them is never "ready", whatever its items say.
 */
export function checklistSummary(
  checklist: Pick<Checklist, 'items' | 'readingMinutes'>,
  input: { title: string; content: string },
): string {
  const missing = [
    input.title.trim() ? null : 'o título',
    hasContent(input.content) ? null : 'o conteúdo',
  ].filter((part): part is string => part !== null)
  if (missing.length > 0) return `Falta ${missing.join(' e ')} para publicar`
  const blocking = checklist.items.filter((item) => item.level === 'error').length
  if (blocking > 0) {
    return `${blocking} ${blocking === 1 ? 'item impede' : 'itens impedem'} a publicação`
  }
  return `Pronto para publicar · ${checklist.readingMinutes} min de leitura`
}
