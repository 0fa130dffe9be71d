import { Link } from '@tanstack/react-router'

/** Previous/next link to `path?page=n`; page 1 drops the parameter. */
export function PageLink({ path, page, label }: { path: string; page: number; label: string }) {
  return (
    <Link to={path} search={{ page: page > 1 ? page : undefined } as never} className="rounded-full bg-chip px-4 py-2 text-sm hover:bg-chip-hover">
      {label}
    </Link>
  )
}
