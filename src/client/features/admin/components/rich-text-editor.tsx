// TipTap (ProseMirror) editor for custom pages (issue 28). Loaded lazily by the page form, so the editor
// and ProseMirror land in their own chunk, fetched only when an admin opens that form. The HTML it writes
// goes into a hidden `body` field and is sanitised by the server on save, as pasted HTML always was.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useState } from 'react'
import { trans } from '../../../stores/session'

interface Props {
  /** The field the form reads (`body`). */
  name: string
  defaultValue: string
  /** Labels the editable area and the HTML source box. */
  label: string
  describedBy?: string
}

type Command = { label: string; run: (e: Editor) => void; active?: (e: Editor) => boolean }

const COMMANDS: Command[] = [
  { label: 'Bold', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { label: 'Italic', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { label: 'Heading 2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { label: 'Heading 3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { label: 'Bulleted list', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { label: 'Numbered list', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { label: 'Quote', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  {
    label: 'Link',
    run: (e) => {
      const current = (e.getAttributes('link') as { href?: string }).href ?? ''
      const href = window.prompt(trans('Link address (empty removes the link)'), current)
      if (href === null) return
      if (href.trim() === '') e.chain().focus().extendMarkRange('link').unsetLink().run()
      else e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run()
    },
    active: (e) => e.isActive('link'),
  },
  { label: 'Undo', run: (e) => e.chain().focus().undo().run() },
  { label: 'Redo', run: (e) => e.chain().focus().redo().run() },
]

const BUTTON = 'rounded px-2 py-1 text-xs font-medium hover:bg-chip focus-visible:outline-2 focus-visible:outline-focus aria-pressed:bg-chip-hover'

export default function RichTextEditor({ name, defaultValue, label, describedBy }: Props) {
  const [html, setHtml] = useState(defaultValue)
  const [source, setSource] = useState(false)
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: defaultValue,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'prose-page min-h-64 px-3 py-2 text-sm focus:outline-none [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3',
      },
    },
    onUpdate: ({ editor: e }) => setHtml(e.getHTML()),
  })
  const active = useEditorState({ editor, selector: ({ editor: e }) => COMMANDS.map((c) => (e && c.active ? c.active(e) : false)) })

  const toggleSource = () => {
    // Leaving the HTML box loads what was typed there into the editor (the server sanitises on save).
    if (source) editor.commands.setContent(html)
    setSource(!source)
  }

  return (
    <div className="rounded-md border border-border bg-bg focus-within:outline-2 focus-within:-outline-offset-1 focus-within:outline-focus">
      <div role="toolbar" aria-label={trans('Formatting')} className="flex flex-wrap gap-1 border-b border-border p-1">
        {!source &&
          COMMANDS.map((c, i) => (
            <button key={c.label} type="button" className={BUTTON} aria-pressed={c.active ? Boolean(active?.[i]) : undefined} onClick={() => c.run(editor)}>
              {trans(c.label)}
            </button>
          ))}
        <button type="button" className={`${BUTTON} ml-auto`} aria-pressed={source} onClick={toggleSource}>
          {trans('Edit HTML')}
        </button>
      </div>
      {source ? (
        <textarea
          aria-label={trans(':label (HTML)', { label })}
          aria-describedby={describedBy}
          rows={16}
          value={html}
          onChange={(e) => setHtml(e.currentTarget.value)}
          className="block w-full bg-bg px-3 py-2 font-mono text-sm text-fg focus:outline-none"
        />
      ) : (
        <EditorContent editor={editor} />
      )}
      <input type="hidden" name={name} value={html} />
    </div>
  )
}
