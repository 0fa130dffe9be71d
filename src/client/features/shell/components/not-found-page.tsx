import { Link } from '@tanstack/react-router'
import { buttonClasses } from '../../../ui/button'
import { trans } from '../../../stores/session'

/** platform-core §2 not-found page; texts are exact. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-16 text-center">
      <div className="text-7xl font-black tracking-tighter text-primary/80" aria-hidden="true">
        404
      </div>
      <h1 className="text-2xl font-bold text-balance md:text-3xl">{trans("Looks like you've found the doorway to the great nothing")}</h1>
      <p className="text-muted">{trans('Sorry about that! Please visit our homepage to get where you need to go.')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        {trans('Take me there!')}
      </Link>
    </div>
  )
}
