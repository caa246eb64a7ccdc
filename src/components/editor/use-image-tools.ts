'use client'

import type { Editor } from '@tiptap/react'
import { useState, type RefObject } from 'react'
import { uploadImage } from '@/lib/upload-client'
import { rememberMediaAltAction } from '@/server/media/actions'
import type { ImageAltAnswer, ImageAltRequest } from './image-alt-dialog'
import type { PickedImage } from './media-picker-dialog'

/**
 * The toolbar's image buttons: upload (then ask the alt text), pick from the library (then
 * confirm the library's text), and edit the selected image's text. A confirmed text is also
 * kept on the image's library record (see rememberMediaAltAction), so "Escolher da biblioteca"
 * proposes it next time.
 */
export function useImageTools(
  editor: Editor | null,
  /** The hidden file input the "Inserir imagem" button clicks; cleared after each upload. */
  fileInput: RefObject<HTMLInputElement | null>,
) {
  const [uploading, setUploading] = useState(false)
  const [altRequest, setAltRequest] = useState<ImageAltRequest | null>(null)
  const [picking, setPicking] = useState(false)

  /** Uploads, then asks for the alternative text; the image goes in only with one. */
  async function uploadForInsert(file: File | undefined) {
    if (!file || !editor) return
    setUploading(true)
    try {
      const src = await uploadImage(file, 'editor')
      // A new upload: the library has no text for it yet.
      if (src) setAltRequest({ mode: 'insert', src, alt: '', libraryAlt: '' })
    } finally {
      setUploading(false)
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  function editAlt() {
    if (!editor || !editor.isActive('image')) return
    const { src, alt } = editor.getAttributes('image') as { src?: string; alt?: string | null }
    if (src) setAltRequest({ mode: 'edit', src, alt: alt ?? '' })
  }

  function applyAlt({ alt, replaceLibraryAlt }: ImageAltAnswer) {
    if (!editor || !altRequest) return
    const { src, mode, libraryAlt } = altRequest
    const chain = editor.chain().focus()
    if (mode === 'insert') chain.setImage({ src, alt }).run()
    else chain.updateAttributes('image', { alt }).run()
    setAltRequest(null)
    // In the background: the post already has its text; the library's is a convenience, so
    // a failure here (offline, session gone) only means it is not proposed next time.
    if (alt !== libraryAlt) {
      void rememberMediaAltAction({ url: src, alt, replace: replaceLibraryAlt }).catch(() => null)
    }
  }

  function closeAltDialog() {
    setAltRequest(null)
    editor?.commands.focus()
  }

  function closePicker() {
    setPicking(false)
    editor?.commands.focus()
  }

  function picked({ url, alt }: PickedImage) {
    setPicking(false)
    setAltRequest({ mode: 'insert', src: url, alt, libraryAlt: alt })
  }

  return {
    uploading,
    altRequest,
    picking,
    openPicker: () => setPicking(true),
    uploadForInsert,
    editAlt,
    applyAlt,
    closeAltDialog,
    closePicker,
    picked,
  }
}
