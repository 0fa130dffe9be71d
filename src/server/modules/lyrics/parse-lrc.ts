// The parser is shared with the client (src/shared/lib/lrc.ts): one reading of LRC everywhere.
export { parseLyrics } from '../../../shared/lib/lrc'
