import { Fragment, type ReactNode } from 'react'

/**
 * The small Markdown the OpenAPI descriptions use (issue 28: no literal backticks): paragraphs, "- "
 * lists, `code`, **bold**, *emphasis* and [links](https://…). It builds React elements, never HTML
 * strings, so nothing in the text can become markup; links keep only http(s) and same-site addresses.
 */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  const blocks = text.trim().split(/\n{2,}/)
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        const lines = block.split('\n')
        if (lines.every((line) => /^\s*[-*] /.test(line)))
          return (
            <ul key={index} className="my-2 list-disc pl-5">
              {lines.map((line, i) => (
                <li key={i}>{inline(line.replace(/^\s*[-*] /, ''))}</li>
              ))}
            </ul>
          )
        return (
          <p key={index} className="my-2">
            {inline(lines.join(' '))}
          </p>
        )
      })}
    </div>
  )
}

const TOKEN = /`([^`]+)`|\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g

const safeHref = (href: string) => (/^(https?:\/\/|\/(?!\/)|#)/i.test(href) ? href : null)

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index
    if (at > last) out.push(text.slice(last, at))
    const [, code, bold, em, label, href] = match
    const key = `${at}`
    if (code !== undefined)
      out.push(
        <code key={key} className="rounded bg-chip px-1 py-0.5 font-mono text-[0.9em]">
          {code}
        </code>,
      )
    else if (bold !== undefined) out.push(<strong key={key}>{bold}</strong>)
    else if (em !== undefined) out.push(<em key={key}>{em}</em>)
    else {
      const url = safeHref(href!)
      out.push(
        url ? (
          <a key={key} href={url} className="text-primary underline hover:no-underline">
            {label}
          </a>
        ) : (
          <Fragment key={key}>{label}</Fragment>
        ),
      )
    }
    last = at + match[0].length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}
