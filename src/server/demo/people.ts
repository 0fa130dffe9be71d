/** Invented artists, listeners and playlists of the demo catalogue. Any likeness to real acts is accidental. */

export interface ArtistSeed {
  name: string
  genres: readonly [string, string]
  city: string
  country: string
  /** How much listeners play this act (1 = the most): drives the play counts. */
  pull: number
  verified?: boolean
  /** A third album. */
  prolific?: boolean
}

export const ARTISTS: readonly ArtistSeed[] = [
  { name: 'Velvet Meridian', genres: ['synthwave', 'downtempo'], city: 'Lisbon', country: 'Portugal', pull: 1, verified: true, prolific: true },
  { name: 'Northbound Lanterns', genres: ['indie-pop', 'folk'], city: 'Bergen', country: 'Norway', pull: 0.9, verified: true },
  { name: 'Cassia Vale', genres: ['dream-pop', 'ambient'], city: 'Montréal', country: 'Canada', pull: 0.85, verified: true, prolific: true },
  { name: 'The Paper Comets', genres: ['indie-pop', 'post-rock'], city: 'Glasgow', country: 'United Kingdom', pull: 0.8 },
  { name: 'Luma Drift', genres: ['ambient', 'downtempo'], city: 'Reykjavík', country: 'Iceland', pull: 0.55 },
  { name: 'Pixel Orchard', genres: ['chiptune', 'synthwave'], city: 'Osaka', country: 'Japan', pull: 0.7, prolific: true },
  { name: 'Harbor & Hollow', genres: ['folk', 'indie-pop'], city: 'Portland', country: 'United States', pull: 0.65 },
  { name: 'Mirela Sands', genres: ['jazz-hop', 'lo-fi'], city: 'Valparaíso', country: 'Chile', pull: 0.75, verified: true },
  { name: 'Neon Tidewater', genres: ['synthwave', 'deep-house'], city: 'Rotterdam', country: 'Netherlands', pull: 0.6 },
  { name: 'Quiet Marmalade', genres: ['lo-fi', 'jazz-hop'], city: 'Leeds', country: 'United Kingdom', pull: 0.95, prolific: true },
  { name: 'Solenne Arcade', genres: ['dream-pop', 'synthwave'], city: 'Lyon', country: 'France', pull: 0.5 },
  { name: 'Basalt Choir', genres: ['post-rock', 'ambient'], city: 'Tartu', country: 'Estonia', pull: 0.35 },
  { name: 'Okra Motel', genres: ['funk', 'jazz-hop'], city: 'New Orleans', country: 'United States', pull: 0.45 },
  { name: 'Juniper Static', genres: ['deep-house', 'downtempo'], city: 'Leipzig', country: 'Germany', pull: 0.7 },
  { name: 'Marlow Kite', genres: ['folk', 'dream-pop'], city: 'Cork', country: 'Ireland', pull: 0.4 },
  { name: 'Glasshouse Radio', genres: ['indie-pop', 'dream-pop'], city: 'Melbourne', country: 'Australia', pull: 0.6 },
  { name: 'Tessel Bloom', genres: ['chiptune', 'deep-house'], city: 'Helsinki', country: 'Finland', pull: 0.3 },
  { name: 'Amber Loop Society', genres: ['downtempo', 'lo-fi'], city: 'Busan', country: 'South Korea', pull: 0.65 },
  { name: 'Ferro & Finch', genres: ['funk', 'deep-house'], city: 'Curitiba', country: 'Brazil', pull: 0.4 },
  { name: 'Hollow Sun Parade', genres: ['post-rock', 'folk'], city: 'Wellington', country: 'New Zealand', pull: 0.3 },
  { name: 'Iris Kanon', genres: ['ambient', 'dream-pop'], city: 'Kanazawa', country: 'Japan', pull: 0.45 },
  { name: 'Midnight Allotment', genres: ['jazz-hop', 'funk'], city: 'Bristol', country: 'United Kingdom', pull: 0.5 },
  { name: 'Cobalt Vesper', genres: ['synthwave', 'post-rock'], city: 'Turin', country: 'Italy', pull: 0.55 },
  { name: 'Saltgrass Union', genres: ['folk', 'funk'], city: 'Halifax', country: 'Canada', pull: 0.35 },
]

export interface ListenerSeed {
  firstName: string
  lastName: string
  username: string
  country: string
  /** Genres this listener plays most. */
  taste: readonly string[]
  city: string
  about: string
}

export const LISTENERS: readonly ListenerSeed[] = [
  { firstName: 'Maya', lastName: 'Lindqvist', username: 'mayal', country: 'se', taste: ['synthwave', 'dream-pop', 'deep-house'], city: 'Malmö', about: 'Night owl, synth collector, playlist hoarder.' },
  { firstName: 'Tomás', lastName: 'Ferreira', username: 'tomasf', country: 'pt', taste: ['jazz-hop', 'lo-fi', 'funk'], city: 'Porto', about: 'Beats to cook to.' },
  { firstName: 'Priya', lastName: 'Natarajan', username: 'priyan', country: 'in', taste: ['ambient', 'downtempo', 'lo-fi'], city: 'Pune', about: 'Deep focus and long walks.' },
  { firstName: 'Jonas', lastName: 'Weber', username: 'jonasw', country: 'de', taste: ['post-rock', 'indie-pop', 'synthwave'], city: 'Hamburg', about: 'Guitars, crescendos, repeat.' },
  { firstName: 'Aiko', lastName: 'Tanaka', username: 'aikot', country: 'jp', taste: ['chiptune', 'synthwave', 'indie-pop'], city: 'Sapporo', about: 'Eight bits are plenty.' },
  { firstName: 'Sam', lastName: 'Carter', username: 'samc', country: 'us', taste: ['folk', 'indie-pop', 'funk'], city: 'Austin', about: 'Campfire songs and basement shows.' },
]

/** The demo user who manages an artist (user_artist, role `artist`). */
export const ARTIST_USER = {
  firstName: 'Cassia',
  lastName: 'Vale',
  username: 'cassiavale',
  country: 'ca',
  artistName: 'Cassia Vale',
} as const

export interface PlaylistSeed {
  name: string
  description: string
  /** Index into LISTENERS. */
  owner: number
  tags: readonly string[]
  genres: readonly string[]
  size: number
  public: boolean
  collaborative?: boolean
}

export const PLAYLISTS: readonly PlaylistSeed[] = [
  { name: 'Night Drive Essentials', description: 'Neon, chrome and an empty coastal road.', owner: 0, tags: ['night-drive', 'retro'], genres: ['synthwave', 'deep-house'], size: 22, public: true },
  { name: 'Sunday Morning Coffee', description: 'Slow starts, warm mugs, soft beats.', owner: 1, tags: ['morning', 'chill'], genres: ['lo-fi', 'jazz-hop'], size: 18, public: true },
  { name: 'Deep Focus', description: 'Instrumentals that stay out of the way.', owner: 2, tags: ['focus', 'instrumental'], genres: ['ambient', 'downtempo'], size: 25, public: true },
  { name: 'Rainy Window', description: 'For grey afternoons and long thoughts.', owner: 2, tags: ['rainy-day', 'melancholic'], genres: ['dream-pop', 'post-rock'], size: 16, public: true },
  { name: 'Golden Hour Grooves', description: 'Bass lines for the last sun of the day.', owner: 1, tags: ['summer', 'upbeat'], genres: ['funk', 'indie-pop'], size: 20, public: true },
  { name: 'Pixel Nostalgia', description: 'Square waves and save points.', owner: 4, tags: ['retro', 'upbeat'], genres: ['chiptune', 'synthwave'], size: 15, public: true },
  { name: 'Campfire Stories', description: 'Strings, stars and a little smoke.', owner: 5, tags: ['acoustic'], genres: ['folk'], size: 14, public: true, collaborative: true },
  { name: 'Crescendo Club', description: 'Everything builds. Nothing resolves. Bliss.', owner: 3, tags: ['cinematic'], genres: ['post-rock', 'ambient'], size: 12, public: true },
  { name: 'Gym Rotation', description: 'My own warm-up list.', owner: 3, tags: ['workout'], genres: ['deep-house', 'funk'], size: 10, public: false },
]
