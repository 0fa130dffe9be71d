import type { CustomPage } from '../../../../shared/contracts/custom-pages'

/**
 * Typography for stored page HTML, written as arbitrary variants so the page needs no extra stylesheet.
 * Sizes follow the app's headings; links use the primary colour and stay underlined (not colour alone).
 */
const PROSE = [
  'max-w-3xl leading-relaxed text-fg',
  '[&_h1]:mt-8 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-primary [&_a]:underline hover:[&_a]:no-underline',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-bg-alt [&_pre]:p-4 [&_code]:font-mono [&_code]:text-sm',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2 [&_th]:text-left',
  '[&_hr]:my-6 [&_hr]:border-border',
].join(' ')

/** A custom page: its title and its body (music-product §2 "Custom page: shows title and body with seo data"). */
export function CustomPageView({ page }: { page: CustomPage }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 md:px-6">
      <h1 className="mb-6 text-3xl font-bold md:text-4xl">{page.title}</h1>
      {/* The server sanitises the body on every write (no scripts, handlers or frames): it is safe to render. */}
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  )
}
