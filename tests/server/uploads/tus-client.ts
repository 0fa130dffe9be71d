import { Upload, type UploadOptions } from 'tus-js-client'

/** Uploads a buffer with tus-js-client (Node) and resolves with the upload URL once it is finished. */
export function tusUpload(endpoint: string, data: Buffer, options: Partial<UploadOptions> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(data, {
      endpoint,
      chunkSize: 5 * 1024 * 1024,
      retryDelays: [],
      ...options,
      onError: (error) => reject(error),
      onSuccess: () => resolve(upload.url!),
    })
    upload.start()
  })
}

export const uploadKeyOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!
