import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'
import { LINK_SCHEMES } from '@/lib/link-schemes'
import { isAllowedLinkUrl } from './link-url'

/**
 * The editor's schema. It stays within the sanitizer's allowlist (no strike, underline or
 * horizontal rule, which the server would strip), and parses every heading level the
 * allowlist keeps, so editing a seeded article never turns its h3s into paragraphs; the
 * toolbar itself only offers H2, as the spec says.
 */
export function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      strike: false,
      underline: false,
      horizontalRule: false,
      undoRedo: { depth: 100, newGroupDelay: 500 },
      link: {
        openOnClick: false,
        enableClickSelection: true,
        // Off: an autolinking mark is "inclusive", so text typed after a link (even in the
        // next paragraph) would keep extending it.
        autolink: false,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: [...LINK_SCHEMES],
        isAllowedUri: (url) => isAllowedLinkUrl(url),
        // Links open in the same tab unless the HTML says otherwise; the sanitizer adds
        // noopener to any target="_blank".
        HTMLAttributes: { target: null, rel: null, class: null },
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
  ]
}
