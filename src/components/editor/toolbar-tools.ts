import type { Editor } from '@tiptap/react'
import {
  Bold,
  Code2,
  Heading2,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
} from 'lucide-react'
import { toast } from 'sonner'
import { checkLinkUrl } from './link-url'

export interface Tool {
  key: string
  label: string
  icon: LucideIcon
  /** Marks and blocks report their state (aria-pressed); actions do not. */
  active?: (editor: Editor) => boolean
  run: (editor: Editor) => void
}

/** The link button: the URL is asked in a prompt; empty removes the link. */
function editLink(editor: Editor) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? ''
  const answer = window.prompt('URL do link (deixe vazio para remover):', current)
  if (answer === null) return
  const check = checkLinkUrl(answer)
  const chain = editor.chain().focus().extendMarkRange('link')
  if (check.kind === 'remove') chain.unsetLink().run()
  else if (check.kind === 'refused')
    toast.error('Link não permitido', { description: check.message })
  else if (editor.state.selection.empty && !editor.isActive('link')) {
    // Nothing selected: the address itself becomes the linked text.
    chain
      .insertContent({
        type: 'text',
        text: answer.trim(),
        marks: [{ type: 'link', attrs: { href: check.href } }],
      })
      .run()
  } else chain.setLink({ href: check.href }).run()
}

export const TOOLS: Tool[] = [
  {
    key: 'bold',
    label: 'Negrito',
    icon: Bold,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'Itálico',
    icon: Italic,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'h2',
    label: 'Título (H2)',
    icon: Heading2,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'bullet',
    label: 'Lista com marcadores',
    icon: List,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'ordered',
    label: 'Lista numerada',
    icon: ListOrdered,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { key: 'link', label: 'Link', icon: Link2, active: (e) => e.isActive('link'), run: editLink },
  {
    key: 'code',
    label: 'Bloco de código',
    icon: Code2,
    active: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
]
