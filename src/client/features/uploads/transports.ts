// Picks the transport for the strategy chosen when the file joined the queue (rules.ts chooseStrategy).
import { formTransport } from './form-transport'
import type { UploadTransport } from './queue'
import { s3MultipartTransport, s3SimpleTransport } from './s3-transport'
import { tusTransport } from './tus-transport'
import type { UploadTarget } from './types'

export function uploadTransport(target: UploadTarget): UploadTransport {
  const byStrategy = {
    tus: tusTransport(target),
    form: formTransport(target),
    's3-simple': s3SimpleTransport(target),
    's3-multipart': s3MultipartTransport(target),
  }
  return (context) => byStrategy[context.item.strategy](context)
}
