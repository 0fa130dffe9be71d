import { describe, expect, it } from 'vitest'
import { etagMatches, ifRangeMatches, parseRange } from '../../../src/server/lib/range'
import { parseLyrics } from '../../../src/server/modules/lyrics/index'
import { downloadFilename, parseTrackSrc } from '../../../src/server/modules/media/index'
import { describeClient, playlistIdOfQueue } from '../../../src/server/modules/plays/index'

describe('parseRange', () => {
  it('parses the three single-range forms', () => {
    expect(parseRange('bytes=0-0', 100)).toEqual({ kind: 'partial', start: 0, end: 0 })
    expect(parseRange('bytes=10-', 100)).toEqual({ kind: 'partial', start: 10, end: 99 })
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 })
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'partial', start: 0, end: 99 })
    expect(parseRange('bytes=50-500', 100)).toEqual({ kind: 'partial', start: 50, end: 99 })
  })
  it('flags unsatisfiable ranges and ignores what it does not understand', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange(undefined, 100)).toEqual({ kind: 'full' })
    expect(parseRange('bytes=5-1', 100)).toEqual({ kind: 'full' })
    expect(parseRange('bytes=0-1,3-4', 100)).toEqual({ kind: 'full' })
    expect(parseRange('lines=0-1', 100)).toEqual({ kind: 'full' })
  })
  it('compares validators', () => {
    const modified = new Date('2026-01-01T10:00:00.500Z')
    expect(ifRangeMatches(undefined, '"a"', modified)).toBe(true)
    expect(ifRangeMatches('"a"', '"a"', modified)).toBe(true)
    expect(ifRangeMatches('"b"', '"a"', modified)).toBe(false)
    expect(ifRangeMatches(modified.toUTCString(), '"a"', modified)).toBe(true)
    expect(ifRangeMatches('Thu, 01 Jan 2025 10:00:00 GMT', '"a"', modified)).toBe(false)
    expect(etagMatches('"x", W/"a"', '"a"')).toBe(true)
    expect(etagMatches('*', '"a"')).toBe(true)
    expect(etagMatches('"b"', '"a"')).toBe(false)
  })
})

describe('parseLyrics', () => {
  it('parses LRC into sorted timed lines, dropping ID tags', () => {
    const text = '[ar:Someone]\n[00:12.50]Second\n[00:01.00][01:02.25]First and chorus\n\n[00:05]Plain stamp'
    expect(parseLyrics(text, true)).toEqual([
      { time: 1, text: 'First and chorus' },
      { time: 5, text: 'Plain stamp' },
      { time: 12.5, text: 'Second' },
      { time: 62.25, text: 'First and chorus' },
    ])
  })
  it('reads fractions and [offset:] as the client does: one parser for both (src/shared/lib/lrc.ts)', () => {
    expect(parseLyrics('[offset:500]\n[00:02.125]Late\nno tag', true)).toEqual([{ text: 'no tag' }, { time: 1.625, text: 'Late' }])
  })
  it('keeps unsynced lines without time', () => {
    expect(parseLyrics('one\r\n\r\ntwo\n', false)).toEqual([{ text: 'one' }, { text: 'two' }])
  })
})

describe('media helpers', () => {
  it('resolves track sources', () => {
    expect(parseTrackSrc('storage/track_media/a.wav')).toEqual({ kind: 'local', key: 'track_media/a.wav' })
    expect(parseTrackSrc('https://x.test/storage/track_media/a%20b.mp3')).toEqual({ kind: 'local', key: 'track_media/a b.mp3' })
    expect(parseTrackSrc('https://cdn.test/a.mp3')).toEqual({ kind: 'remote', url: 'https://cdn.test/a.mp3' })
    expect(parseTrackSrc('storage/track_image/a.png')).toBeNull()
    expect(parseTrackSrc('dQw4w9WgXcQ')).toBeNull()
    expect(parseTrackSrc(null)).toBeNull()
  })
  it('builds ASCII download names with the original extension', () => {
    expect(downloadFilename('Ça "va" / bien?', 'track_media/x.FLAC')).toBe('Ca va bien.flac')
    expect(downloadFilename('日本', 'track_media/x.mp3')).toBe('track.mp3')
  })
})

describe('play helpers', () => {
  it('reads the playlist id of a queue', () => {
    expect(playlistIdOfQueue('playlist.5.*')).toBe(5)
    expect(playlistIdOfQueue('album.5.*')).toBeNull()
    expect(playlistIdOfQueue(undefined)).toBeNull()
  })
  it('describes desktop clients', () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
    expect(describeClient({ userAgent: ua, country: 'DE' })).toEqual({ platform: 'linux', device: 'desktop', browser: 'chrome', location: 'de' })
    expect(describeClient({ userAgent: undefined, country: 'Germany' }).location).toBeNull()
  })
})
