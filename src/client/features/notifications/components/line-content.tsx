import { createElement, type ReactNode } from 'react'

// Line content is HTML (platform-core §3) that may quote what users typed (a comment reply). It is never
// injected as markup: parsed inertly, only these formatting tags survive, without attributes; the rest is text.
const ALLOWED = new Set(['b', 'strong', 'i', 'em', 'u', 'br', 'span', 'small', 'code'])
/** Elements whose text is not content. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object'])

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const tag = (node as Element).tagName.toLowerCase()
  if (DROPPED.has(tag)) return null
  const children = Array.from(node.childNodes, toReact)
  if (!ALLOWED.has(tag)) return createElement('span', { key }, ...children)
  if (tag === 'br') return createElement('br', { key })
  return createElement(tag, { key }, ...children)
}

/** The notification line's HTML as plain React elements. */
export function LineContent({ html }: { html: string }) {
  if (!/[<&]/.test(html)) return <>{html}</>
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  return <>{Array.from(doc.body.childNodes, toReact)}</>
}
