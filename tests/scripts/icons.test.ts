import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..', '..')
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'manifest.webmanifest'), 'utf8')) as {
  icons: Array<{ src: string; sizes: string; purpose?: string }>
}

/** Decodes the PNGs scripts/make-icons.ts writes (RGBA, 8 bits, filter 0 on every row). */
function decode(file: string) {
  const png = fs.readFileSync(file)
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  let offset = 8
  let width = 0
  let height = 0
  const idat: Buffer[] = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    const data = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      expect([...data.subarray(8, 10)]).toEqual([8, 6])
    }
    if (type === 'IDAT') idat.push(data)
    offset += 12 + length
  }
  const raw = zlib.inflateSync(Buffer.concat(idat))
  const pixel = (x: number, y: number) => {
    const at = y * (width * 4 + 1) + 1 + x * 4
    return [...raw.subarray(at, at + 4)]
  }
  return { width, height, pixel }
}

describe('PWA icons', () => {
  it('exist for every manifest entry with the declared size', () => {
    for (const icon of manifest.icons) {
      const { width, height } = decode(path.join(root, 'public', icon.src))
      expect(`${width}x${height}`).toBe(icon.sizes)
    }
  })

  it('has a maskable icon whose mark stays inside the 80 % safe zone', () => {
    const maskable = manifest.icons.find((icon) => icon.purpose === 'maskable')
    expect(maskable).toBeDefined()
    const { width, pixel } = decode(path.join(root, 'public', maskable?.src ?? ''))
    const background = pixel(0, 0)
    expect(background[3]).toBe(255) // full bleed: launchers crop, they do not fill transparency
    const centre = width / 2
    const safeRadius = (width / 2) * 0.8
    for (let y = 0; y < width; y += 4) {
      for (let x = 0; x < width; x += 4) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > safeRadius) expect(pixel(x, y)).toEqual(background)
      }
    }
    expect(pixel(centre, centre)).not.toEqual(background)
  })
})
