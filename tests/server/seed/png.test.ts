import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { renderCover, renderGenreArt, renderMosaic, renderPortrait } from '../../../src/server/demo/images/cover-art'
import { crc32, encodePng, PNG_SIGNATURE, readPngInfo } from '../../../src/server/demo/images/png'
import { createRandom } from '../../../src/server/demo/random'

/** Splits a PNG into chunks, checking each CRC. */
function chunks(png: Buffer): Array<{ type: string; data: Buffer }> {
  const out: Array<{ type: string; data: Buffer }> = []
  let offset = 8
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    const data = png.subarray(offset + 8, offset + 8 + length)
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)))
    out.push({ type, data })
    offset += 12 + length
  }
  return out
}

describe('PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926)
    expect(crc32(Buffer.alloc(0))).toBe(0)
  })

  it('writes signature, IHDR, IDAT, IEND with filter 0 scanlines holding the pixels', () => {
    const rgb = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90])
    const png = encodePng(3, 2, rgb)
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
    expect(chunks(png).map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect(readPngInfo(png)).toEqual({ width: 3, height: 2, bitDepth: 8, colorType: 2 })
    const raw = inflateSync(chunks(png)[1]!.data)
    expect([...raw]).toEqual([0, ...rgb.subarray(0, 9), 0, ...rgb.subarray(9)])
  })

  it('rejects a wrong pixel buffer and damaged files', () => {
    expect(() => encodePng(2, 2, new Uint8Array(5))).toThrow('wrong size')
    const png = encodePng(1, 1, Uint8Array.from([1, 2, 3]))
    const damaged = Buffer.from(png)
    damaged[20] = 9
    expect(() => readPngInfo(damaged)).toThrow('checksum')
    expect(() => readPngInfo(Buffer.from('GIF89a............................'))).toThrow('Not a PNG')
  })
})

describe('generated artwork', () => {
  it('gives every cover style a distinct, small 300×300 image and repeats it for the same seed', () => {
    const covers = Array.from({ length: 6 }, (_, style) => renderCover(createRandom(40 + style), style))
    expect(new Set(covers.map((c) => c.toString('base64'))).size).toBe(6)
    for (const png of [...covers, renderPortrait(createRandom(1)), renderGenreArt(createRandom(2), 120), renderMosaic(createRandom(3), [0, 90, 180])]) {
      expect(readPngInfo(png)).toMatchObject({ width: 300, height: 300 })
      expect(png.length).toBeLessThan(30_000)
    }
    expect(renderCover(createRandom(40), 0).equals(covers[0]!)).toBe(true)
  })
})
