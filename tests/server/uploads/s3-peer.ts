import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/**
 * s3rver on loopback with a temporary directory and one bucket. s3rver 3.7 lacks two multipart calls
 * that the tus S3 store and our abort use, ListParts and AbortMultipartUpload; they are added here in
 * front of its router, answered from s3rver's own part files (`<bucket>/…uploads/<uploadId>/<n>` and
 * `.md5`), so every byte still goes through s3rver's store.
 */
export interface S3Peer {
  endpoint: string
  bucket: string
  dir: string
  close(): Promise<void>
}

interface KoaCtx {
  method: string
  path: string
  query: Record<string, string | undefined>
  status: number
  type: string
  body: unknown
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export async function startS3Peer(bucket = 'encore'): Promise<S3Peer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: bucket, configs: [] }] })
  const store = (server as unknown as { store: { getResourcePath(b: string, k: string | undefined, r: string): string } }).store

  const multipartCalls = async (ctx: KoaCtx, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId
    const [, b, ...rest] = ctx.path.split('/')
    if (!uploadId || !b || rest.length === 0 || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next()
    const uploadDir = path.join(store.getResourcePath(b, undefined, 'uploads'), uploadId)
    if (!fs.existsSync(uploadDir)) {
      ctx.status = 404
      ctx.type = 'application/xml'
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${xml(uploadId)}</UploadId></Error>`
      return
    }
    if (ctx.method === 'DELETE') {
      fs.rmSync(uploadDir, { recursive: true, force: true })
      ctx.status = 204
      ctx.body = null
      return
    }
    const parts = fs
      .readdirSync(uploadDir)
      .filter((f) => /^\d+$/.test(f))
      .map(Number)
      .sort((x, y) => x - y)
      .map((n) => {
        const file = path.join(uploadDir, String(n))
        const md5 = fs.readFileSync(`${file}.md5`, 'utf8')
        const stat = fs.statSync(file)
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${stat.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${stat.size}</Size></Part>`
      })
    ctx.status = 200
    ctx.type = 'application/xml'
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult><Bucket>${xml(b)}</Bucket><Key>${xml(decodeURIComponent(rest.join('/')))}</Key><UploadId>${xml(uploadId)}</UploadId><PartNumberMarker>0</PartNumberMarker><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`
  }
  // Right after s3rver's request logger, before its router.
  ;(server as unknown as { middleware: unknown[] }).middleware.splice(1, 0, multipartCalls)

  const address = (await server.run()) as unknown as { address: string; port: number }
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    dir,
    async close() {
      await server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Environment for the app's S3 driver against the peer (s3rver accepts these fixed credentials). */
export function s3Env(peer: S3Peer): Record<string, string> {
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: peer.endpoint,
    S3_BUCKET: peer.bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  }
}
