import { cn } from '../lib/cn'

// Material-style 24 px outline paths; inline SVG keeps the first screen free of an icon font request.
const PATHS = {
  home: 'M12 3 3 10v11h6v-7h6v7h6V10z',
  search: 'M10.5 4a6.5 6.5 0 1 0 4.1 11.6L20 21l1-1-5.4-5.4A6.5 6.5 0 0 0 10.5 4zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9z',
  library: 'M4 4h2v16H4zm4 0h2v16H8zm4.6.6 1.9-.6 5 15.3-1.9.6z',
  album: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 6.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
  genre: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm12.5 0a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
  trending: 'M3 17.6 9 11.5l4 4L20.1 8.4V12h2V5h-7v2h3.6L13 12.7l-4-4-7.4 7.4z',
  new: 'M12 2l2.4 4.9 5.4.8-3.9 3.8.9 5.4L12 14.4l-4.8 2.5.9-5.4L4.2 7.7l5.4-.8z',
  note: 'M12 3v10.6A4 4 0 1 0 14 17V7h4V3z',
  history: 'M13 3a9 9 0 0 0-9 9H1l4 4 4-4H6a7 7 0 1 1 2.1 5l-1.4 1.4A9 9 0 1 0 13 3zm-1 5v5l4.3 2.5.7-1.2-3.5-2.1V8z',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4 0-8 2-8 5v2h16v-2c0-3-4-5-8-5z',
  logout: 'M10 17l1.4-1.4L8.8 13H20v-2H8.8l2.6-2.6L10 7l-5 5zM4 3h8v2H4v14h8v2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  moon: 'M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z',
  sun: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM11 1h2v3h-2zm0 19h2v3h-2zM1 11h3v2H1zm19 0h3v2h-3zM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4zm12.1 12.1 1.4-1.4 2.1 2.1-1.4 1.4zM4.2 18.4l2.1-2.1 1.4 1.4-2.1 2.1zM16.3 6.3l2.1-2.1 1.4 1.4-2.1 2.1z',
  bell: 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5a6 6 0 0 0-5-5.9V4h-2v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1z',
  close: 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z',
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  'chevron-down': 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z',
  'chevron-right': 'M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6z',
  settings: 'M19.4 13a7.7 7.7 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7 7 0 0 0-1.7-1L15 3h-4l-.4 2.7a7 7 0 0 0-1.7 1l-2.5-1-2 3.5L6.5 11a7.7 7.7 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1L11 21h4l.4-2.7c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  download: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z',
  admin: 'M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5zm0 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm0 14.5c-2.3-.8-4.3-2.8-5-5.2C8 13 10 12.5 12 12.5s4 .5 5 1.8c-.7 2.4-2.7 4.4-5 5.2z',
  upload: 'M9 16h6v-6h4l-7-7-7 7h4zm-4 2h14v2H5z',
  playlist: 'M3 10h12v2H3zm0-4h12v2H3zm0 8h8v2H3zm14-4v7.2a3 3 0 1 0 2 2.8V12h3v-2z',
  favorite: 'M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5z',
  mic: 'M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9z',
  'open-in-new': 'M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2zM14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3z',
} as const

export type IconName = keyof typeof PATHS

// Names used by menu items in settings (Material names) mapped onto the set above.
const ALIASES: Record<string, IconName> = {
  'library-music': 'library',
  'queue-music': 'playlist',
  'music-note': 'note',
  audiotrack: 'note',
  person: 'user',
  'account-circle': 'user',
  'dark-mode': 'moon',
  'light-mode': 'sun',
  notifications: 'bell',
  category: 'genre',
  genres: 'genre',
  'new-releases': 'new',
  'trending-up': 'trending',
  explore: 'home',
  'admin-panel-settings': 'admin',
  dashboard: 'admin',
  'cloud-upload': 'upload',
}

export function isIconName(name: string | null | undefined): boolean {
  return !!name && (name in PATHS || name in ALIASES)
}

export function Icon({ name, className }: { name: IconName | string; className?: string }) {
  const key: IconName = name in PATHS ? (name as IconName) : (ALIASES[name] ?? 'note')
  return (
    // 24 px unless the caller sizes it: two size classes would leave the winner to CSS order.
    <svg viewBox="0 0 24 24" className={cn('shrink-0', !/\bsize-/.test(className ?? '') && 'size-6', className)} fill="currentColor" aria-hidden="true">
      <path d={PATHS[key]} fillRule="evenodd" />
    </svg>
  )
}
