import { describe, expect, it } from 'vitest'
import { uploadedImageBase, uploadedImageOrigins } from './image-origin'

describe('uploaded image origin', () => {
  it('is none for local uploads', () => {
    expect(uploadedImageBase({})).toBeNull()
    expect(uploadedImageOrigins({})).toEqual([])
  })

  it('uses the public URL when given', () => {
    expect(
      uploadedImageOrigins({ S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://cdn.example.com/x/' }),
    ).toEqual(['https://cdn.example.com'])
  })

  it('derives virtual-hosted and path-style bucket URLs', () => {
    expect(uploadedImageOrigins({ S3_BUCKET: 'midia', S3_REGION: 'sa-east-1' })).toEqual([
      'https://midia.s3.sa-east-1.amazonaws.com',
    ])
    const pathStyle = uploadedImageBase({
      S3_BUCKET: 'midia',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(pathStyle?.href).toBe('http://127.0.0.1:9000/midia')
    expect(pathStyle?.origin).toBe('http://127.0.0.1:9000')
  })
})
