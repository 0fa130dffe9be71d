/** The parts of bench/subsonic, each selectable with BENCH_ONLY=<name> (kept apart so bench/run.ts loads the bench itself lazily). */
export const SUBSONIC_PARTS = ['transcode-ttfb', 'transcode-concurrency', 'saved-album-size', 'subsonic-rps'] as const
export type SubsonicPart = (typeof SUBSONIC_PARTS)[number]
