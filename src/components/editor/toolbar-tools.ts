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

/** What a tool may open in the toolbar (a dialog lives there, not in a tool). */
export interface ToolbarUi {
  askLink: () => void
}

export interface Tool {
  key: string
  label: string
  icon: LucideIcon
  /** Marks and blocks report their state (aria-pressed); actions do not. */
  active?: (editor: Editor) => boolean
  run: (editor: Editor, ui: ToolbarUi) => void
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
  {
    key: 'link',
    label: 'Link',
    icon: Link2,
    active: (e) => e.isActive('link'),
    // The spec's "URL asked through a prompt": an in-page dialog (link-dialog.tsx).
    run: (_e, ui) => ui.askLink(),
  },
  {
    key: 'code',
    label: 'Bloco de código',
    icon: Code2,
    active: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
]
