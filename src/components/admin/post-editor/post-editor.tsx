'use client'

import type { Editor } from '@tiptap/react'
import { useRouter } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { z } from 'zod'
import { LazyRichTextEditor as RichTextEditor } from '@/components/editor/lazy-rich-text-editor'
import type { EditorDocument } from '@/lib/post-document'
import {
  DESCRIPTION_MAX,
  REQUIRED_MESSAGE,
  REQUIRED_TITLE,
  savePostSchema,
  slugFromTitle,
  TITLE_MAX,
} from '@/lib/validations/posts'
import { savePostAction } from '@/server/posts/actions'
import type { CategoryOption } from '@/server/posts/queries'
import type { PostSchedule } from '@/server/schedule/queries'
import { PublishChecklist } from '../checklist/publish-checklist'
import { SchedulePanel } from '../schedule/schedule-panel'
import { FormField } from '../ui/form-field'
import { cardStyles } from '../ui/styles'
import { PostHistory } from '../post-history/post-history'
import { PreviewCard } from '../previews/preview-card'
import { AutosaveStatusArea } from './autosave/autosave-status'
import { ConflictDialog } from './autosave/conflict-dialog'
import { RecoverBanner } from './autosave/recover-banner'
import { useEditorDocument } from './autosave/use-editor-document'
import { usePostAutosave } from './autosave/use-post-autosave'
import { CoverImageField } from './cover-image-field'
import { DescriptionField } from './description-field'
import { EditorHeader } from './editor-header'
import { FieldError } from './field-error'
import {
  EMPTY_POST,
  firstErrors,
  formValuesOf,
  hasChanges,
  toSaveInput,
  type EditablePost,
  type FieldErrors,
} from './form-values'
import { PublishSettings } from './publish-settings'
import { TagsField } from './tags-field'
import { useUnsavedChanges } from './use-unsaved-changes'

/** 'Novo Post' (no post) or 'Editar Post': the whole form, its validation and its two saves. */
export function PostEditor({
  post,
  categories,
  onRestored,
  schedule = null,
  sidebar,
}: {
  post?: EditablePost
  categories: CategoryOption[]
  /** "Restaurar" in the history: the parent mounts the form again with this post. */
  onRestored?: (post: EditablePost) => void
  schedule?: PostSchedule | null
  /** Server-rendered cards below the settings (the preview and its share links). */
  sidebar?: ReactNode
}) {
  const router = useRouter()
  const isNew = !post
  // The editor rewrites the loaded HTML in its own form; that, not the stored string, is "unchanged".
  const doc = useEditorDocument(post ? formValuesOf(post) : EMPTY_POST)
  const { values, setValues, baseline } = doc
  // A new post exists once its first autosave creates it: from then on it is edited as such.
  const [createdId, setCreatedId] = useState<string | null>(null)
  const { autosave, recovery, ...auto } = usePostAutosave({
    post,
    isNew,
    doc,
    onCreated: (id) => {
      setCreatedId(id)
      // Its own address, as after a reload: history, preview and recovery all follow the post.
      window.history.replaceState(null, '', `/admin/posts/${id}/edit`)
    },
  })
  const postId = post?.id ?? createdId
  useNewPostAddress(isNew)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)
  const [editor, setEditor] = useState<Editor | null>(null)
  const unsaved = !saved && hasChanges(values, baseline)
  useUnsavedChanges(unsaved)

  function set<K extends keyof EditorDocument>(key: K, value: EditorDocument[K]) {
    setValues((current) => ({ ...current, [key]: value }))
  }

  function setTitle(title: string) {
    // A new post's slug follows its title, even after a hand edit (spec section 4).
    setValues((current) => ({
      ...current,
      title,
      ...(isNew ? { slug: slugFromTitle(title) } : {}),
    }))
  }

  function refuse(message: string, fieldErrors: FieldErrors, title = 'Erro ao salvar post') {
    setErrors(fieldErrors)
    if (message === REQUIRED_MESSAGE) toast.error(REQUIRED_TITLE, { description: REQUIRED_MESSAGE })
    else toast.error(title, { description: message })
    // Take the keyboard to the first field that needs fixing.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[data-post-editor] [aria-invalid="true"]')?.focus(),
    )
  }

  async function save(intent: 'draft' | 'publish') {
    if (saving) return
    const check = savePostSchema.safeParse(toSaveInput(values, intent, autosave.target()))
    if (!check.success) {
      const { formErrors, fieldErrors } = z.flattenError(check.error)
      return refuse(formErrors[0] ?? 'Verifique os campos destacados.', firstErrors(fieldErrors))
    }
    setSaving(true)
    await autosave.hold()
    // After any autosave: a new post's first one may have created it, to be saved over.
    const input = toSaveInput(values, intent, autosave.target())
    const result = await savePostAction(input).catch(() => null)
    if (!result?.ok) {
      autosave.release()
      // Not taken for want of a connection, a server or a session: kept in this browser.
      if (!result || result.status !== 400) autosave.keep(values)
    }
    if (!result || (!result.ok && (result.status ?? 500) >= 500)) {
      setSaving(false)
      return refuse('Tente novamente', {})
    }
    if (!result.ok) {
      setSaving(false)
      // The spec's 'Erro' / 'Você precisa estar logado' when the session is gone.
      const title = result.status === 401 ? 'Erro' : undefined
      return refuse(result.error, firstErrors(result.fieldErrors), title)
    }
    autosave.clearKept()
    setSaved(true)
    // Created by this screen, even if its autosave wrote the first draft.
    const created = isNew || result.data.created
    toast.success(created ? 'Post criado com sucesso!' : 'Post atualizado com sucesso!')
    router.push('/admin/posts')
  }

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate data-post-editor="">
      <EditorHeader
        title={isNew ? 'Novo Post' : 'Editar Post'}
        saving={saving}
        onSave={(intent) => void save(intent)}
        publishLabel={baseline.status === 'published' ? 'Atualizar' : 'Publicar'}
        history={
          postId &&
          onRestored && (
            <PostHistory
              // A restore is checked against the version autosave last wrote, not the one loaded.
              post={{
                ...(post ?? baseline),
                id: postId,
                version: autosave.target()?.version ?? post?.version ?? 1,
              }}
              current={values}
              categories={categories}
              unsaved={unsaved}
              onRestored={(restored) => {
                // The replaced text must not be saved over the restore as the form unmounts.
                void autosave.hold()
                onRestored(restored)
              }}
            />
          )
        }
      />
      {/* Stays in view while the editor scrolls down a long article (under the phone's bar). */}
      <div
        data-autosave-bar=""
        className="sticky top-16 z-20 -mx-4 -mt-6 mb-6 bg-surface/95 px-4 py-1.5 backdrop-blur-sm sm:-mx-6 sm:px-6 md:top-0 lg:-mx-10 lg:px-10"
      >
        <AutosaveStatusArea
          status={autosave.status}
          needsTitle={hasChanges(values, baseline) && !values.title.trim()}
          published={baseline.status === 'published'}
        />
      </div>
      {recovery.offer ? (
        <RecoverBanner
          backup={recovery.offer}
          onRecover={auto.recover}
          onDiscard={recovery.discard}
        />
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className={`${cardStyles} space-y-5 p-5`}>
          <FormField
            id="titulo"
            label="Título *"
            value={values.title}
            maxLength={TITLE_MAX}
            aria-required="true"
            error={errors.title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="Digite o título do post"
          />
          <FormField
            id="slug"
            label="Slug"
            value={values.slug}
            error={errors.slug}
            hint={isNew ? 'Gerado a partir do título; você pode editá-lo.' : undefined}
            onChange={(event) => set('slug', event.target.value)}
            placeholder="titulo-do-post"
            inputClassName="font-mono text-sm"
          />
          <DescriptionField
            value={values.description}
            max={DESCRIPTION_MAX}
            error={errors.description}
            onChange={(description) => set('description', description)}
          />
          <div className="space-y-1.5">
            <span id="conteudo-label" className="text-sm font-medium text-ink">
              Conteúdo *
            </span>
            <RichTextEditor
              key={doc.seed.key}
              labelId="conteudo-label"
              initialContent={doc.seed.content}
              onChange={(content) => set('content', content)}
              onReady={auto.onEditorReady}
              onEditor={setEditor}
              onContentComparer={auto.onContentComparer}
              invalid={Boolean(errors.content)}
              errorId={errors.content ? 'conteudo-error' : undefined}
            />
            <FieldError id="conteudo-error" message={errors.content} />
          </div>
        </div>
        <div className={`${cardStyles} h-fit space-y-5 p-5`}>
          <PublishSettings
            categories={categories}
            categoryId={values.categoryId}
            featured={values.featured}
            status={values.status}
            errors={errors}
            onCategory={(id) => set('categoryId', id)}
            onFeatured={(featured) => set('featured', featured)}
            onStatus={(status) => set('status', status)}
          />
          <CoverImageField
            value={values.coverImage}
            alt={values.coverAlt}
            error={errors.coverImage}
            altError={errors.coverAlt}
            onChange={(url) => set('coverImage', url)}
            onAltChange={(alt) => set('coverAlt', alt)}
          />
          <TagsField
            tags={values.tags}
            error={errors.tags}
            onChange={(tags) => set('tags', tags)}
          />
          <SchedulePanel
            post={post}
            values={values}
            schedule={schedule}
            dirty={unsaved}
            autosave={autosave}
            onRefused={refuse}
            onScheduled={() => setSaved(true)}
          />
          <PublishChecklist
            values={values}
            postId={postId}
            editor={editor}
            onFocusKeyword={(keyword) => set('focusKeyword', keyword)}
          />
          {sidebar ?? (postId ? <PreviewCard postId={postId} initialLinks={[]} /> : null)}
        </div>
      </div>
      <ConflictDialog
        conflict={autosave.conflict}
        mine={values}
        categories={categories}
        onKeepMine={() => autosave.resolve('mine')}
        onTakeTheirs={() => autosave.resolve('theirs')}
      />
    </form>
  )
}

/**
 * A new post's form moved its address to the post's own once created. Coming back to that
 * entry with the browser's back button, the router restores the "Novo Post" screen under it:
 * the page is loaded again, so the post opens as itself.
 */
function useNewPostAddress(isNew: boolean) {
  useEffect(() => {
    if (isNew && window.location.pathname !== '/admin/posts/new') window.location.reload()
  }, [isNew])
}
