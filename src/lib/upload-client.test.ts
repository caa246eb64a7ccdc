import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const { MAX_UPLOAD_BYTES, uploadImage } = await import('./upload-client')

const fetchMock = vi.fn<typeof fetch>()
const image = (size = 10, type = 'image/png') =>
  new File([new Uint8Array(size)], 'foto.png', { type })

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
  toast.error.mockReset()
  toast.success.mockReset()
})

describe('uploadImage', () => {
  it('refuses over 5 MB with the spec toast, without calling the server', async () => {
    expect(await uploadImage(image(MAX_UPLOAD_BYTES + 1), 'cover')).toBeNull()
    expect(toast.error).toHaveBeenCalledWith('Arquivo muito grande', {
      description: 'O tamanho máximo é 5MB',
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refuses a non-image type with the editor or cover wording', async () => {
    expect(await uploadImage(image(10, 'text/plain'), 'editor')).toBeNull()
    expect(toast.error).toHaveBeenLastCalledWith('Tipo de arquivo inválido', {
      description: 'Apenas imagens são permitidas',
    })
    expect(await uploadImage(image(10, ''), 'cover')).toBeNull()
    expect(toast.error).toHaveBeenLastCalledWith('Tipo de arquivo inválido', {
      description: 'Apenas imagens (jpg, png, webp) são permitidas',
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('POSTs the file as multipart `file` and returns the URL on success', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ url: '/api/uploads/blog-images/a.webp' }, { status: 201 }),
    )
    expect(await uploadImage(image(), 'editor')).toBe('/api/uploads/blog-images/a.webp')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/uploads')
    expect(init?.method).toBe('POST')
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File)
    expect(toast.success).toHaveBeenCalledWith('Imagem enviada com sucesso!')
  })

  it("names a file the server refused by its title, other failures 'Erro ao enviar imagem'", async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: 'Tipo de arquivo inválido', description: 'Não é imagem.' },
        { status: 415 },
      ),
    )
    expect(await uploadImage(image(), 'cover')).toBeNull()
    expect(toast.error).toHaveBeenLastCalledWith('Tipo de arquivo inválido', {
      description: 'Não é imagem.',
    })
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'Erro', description: 'Falha ao gravar.' }, { status: 500 }),
    )
    expect(await uploadImage(image(), 'cover')).toBeNull()
    expect(toast.error).toHaveBeenLastCalledWith('Erro ao enviar imagem', {
      description: 'Falha ao gravar.',
    })
    fetchMock.mockResolvedValueOnce(new Response('<html>502</html>', { status: 502 }))
    expect(await uploadImage(image(), 'cover')).toBeNull()
    expect(toast.error).toHaveBeenLastCalledWith('Erro ao enviar imagem', {
      description: 'Tente novamente',
    })
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await uploadImage(image(), 'editor')).toBeNull()
    expect(toast.error).toHaveBeenLastCalledWith('Erro ao enviar imagem', {
      description: 'Tente novamente',
    })
    expect(toast.success).not.toHaveBeenCalled()
  })
})
