// ESLint rule: user-facing text in client JSX goes through the translations helper (issue 13,
// `useTrans` / `<Trans>` / `trans()`), so an admin's translation reaches every screen. It reports
// text written straight into JSX — element text, a string child `{'...'}`, and the string value of
// the attributes a person reads or hears (aria-label, title, placeholder, alt, label). Text with no
// letters (symbols, numbers, punctuation) and the names in `allow` (the brand "Encore") pass.
// A local rule rather than eslint-plugin-i18next: the check is this small, and it knows the
// project's attributes and escape list without another dependency.
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label',
  'message', 'description', 'heading', 'hint', 'success'])
// Component props that carry text by name: confirmLabel, emptyMessage, submitLabel, ...
const READ_SUFFIX = /(Label|Message|Title|Text|Heading|Description|Placeholder)$/
// <Trans message="..."> is the helper itself: its message is the source line.
const HELPERS = new Set(['Trans'])
const LETTER = /\p{L}/u

export const noHardcodedText = {
  meta: {
    type: 'problem',
    docs: { description: 'JSX text and readable attributes go through the translations helper (useTrans / Trans).' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: { literal: 'Hard-coded text "{{text}}": wrap it in trans(...) from stores/session (or t() of useTrans(), <Trans>), then run node scripts/extract-i18n.ts.' },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? [])
    const check = (node, raw) => {
      const text = raw.replace(/\s+/g, ' ').trim()
      if (!LETTER.test(text) || allow.has(text)) return
      context.report({ node, messageId: 'literal', data: { text: text.length > 40 ? `${text.slice(0, 40)}…` : text } })
    }
    const readAttribute = (attribute) => {
      const name = attribute.name.type === 'JSXIdentifier' ? attribute.name.name : null
      const element = attribute.parent?.name
      if (!name || (element?.type === 'JSXIdentifier' && HELPERS.has(element.name))) return false
      return READ_ATTRIBUTES.has(name) || READ_SUFFIX.test(name)
    }
    // A string shown as it is: a JSX child `{'...'}` or a read attribute's value, also as a branch of
    // `cond ? 'A' : 'B'` or `x || 'A'`.
    const shownAsIs = (node) => {
      let at = node
      while (
        (at.parent?.type === 'ConditionalExpression' && at.parent.test !== at) ||
        (at.parent?.type === 'LogicalExpression' && at.parent.right === at)
      ) at = at.parent
      const container = at.parent
      if (container?.type !== 'JSXExpressionContainer') return false
      if (['JSXElement', 'JSXFragment'].includes(container.parent?.type)) return true
      return container.parent?.type === 'JSXAttribute' && readAttribute(container.parent)
    }
    return {
      JSXText: (node) => check(node, node.value),
      Literal(node) {
        if (typeof node.value === 'string' && shownAsIs(node)) check(node, node.value)
      },
      TemplateLiteral(node) {
        if (shownAsIs(node)) check(node, node.quasis.map((q) => q.value.cooked).join(' '))
      },
      JSXAttribute(node) {
        if (node.value?.type === 'Literal' && typeof node.value.value === 'string' && readAttribute(node)) check(node.value, node.value.value)
      },
    }
  },
}
