import { describe, expect, it } from 'vitest'
import { parseLrc, timedLyrics } from '../../../../src/client/features/catalogue/lrc'

describe('LRC parser', () => {
  it('reads [mm:ss.xx] tags of any precision into seconds, in time order, without ID tags', () => {
    const text = '[ar:Someone]\n[ti:A Song]\n[00:12.50] Second\n[00:01] First\n[01:02.345]Third\n[00:20:10] Colon form'
    expect(parseLrc(text)).toEqual([
      { time: 1, text: 'First' },
      { time: 12.5, text: 'Second' },
      { time: 20.1, text: 'Colon form' },
      { time: 62.345, text: 'Third' },
    ])
  })

  it('repeats a line with several tags at each time', () => {
    expect(parseLrc('[00:05.00][00:30.00]Chorus\n[00:10.00]Verse')).toEqual([
      { time: 5, text: 'Chorus' },
      { time: 10, text: 'Verse' },
      { time: 30, text: 'Chorus' },
    ])
  })

  it('applies the offset tag in milliseconds (positive = earlier), never below 0', () => {
    expect(parseLrc('[offset:+500]\n[00:00.20]Start\n[00:10.00]Later')).toEqual([
      { time: 0, text: 'Start' },
      { time: 9.5, text: 'Later' },
    ])
    expect(parseLrc('[offset:-250]\n[00:10.00]Later')).toEqual([{ time: 10.25, text: 'Later' }])
  })

  it('keeps empty timed lines (instrumental breaks) and is null for text that is not LRC', () => {
    expect(parseLrc('[00:01.00]Sing\n[00:04.00]\n[00:08.00]Again')).toEqual([
      { time: 1, text: 'Sing' },
      { time: 4, text: '' },
      { time: 8, text: 'Again' },
    ])
    expect(parseLrc('Just words\nmore words\n[00:01.00] one tag')).toBeNull()
    expect(parseLrc('')).toBeNull()
  })

  it('treats unsynced lyrics holding LRC text as timed, and plain text as untimed', () => {
    const lrc = timedLyrics({ is_synced: false, lines: [{ text: '[00:02.00]Two' }, { text: '[00:01.00]One' }] })
    expect(lrc).toEqual({ timed: true, lines: [{ time: 1, text: 'One' }, { time: 2, text: 'Two' }] })
    const plain = timedLyrics({ is_synced: false, lines: [{ text: 'One' }, { text: 'Two' }] })
    expect(plain).toEqual({ timed: false, lines: [{ text: 'One' }, { text: 'Two' }] })
    const synced = timedLyrics({ is_synced: true, lines: [{ time: 3, text: 'Three' }] })
    expect(synced).toEqual({ timed: true, lines: [{ time: 3, text: 'Three' }] })
  })
})
