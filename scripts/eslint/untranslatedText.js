/**
 * Words a person reads must go through the catalogue (src/lib/i18n): this flags letters written
 * straight into a component's markup, its children or the attributes people read (aria-label,
 * title, placeholder, alt, label). Class names, ids and data attributes are not words, so a rule
 * that flags every JSX string would bury these under false alarms.
 */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
])

const WORD = /\p{L}{2,}/u

function wordsIn(node) {
  if (!node) return []
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' && WORD.test(node.value) ? [node] : []
    case 'TemplateLiteral':
      return node.quasis.some((q) => WORD.test(q.value.cooked ?? '')) ? [node] : []
    case 'ConditionalExpression':
      return [...wordsIn(node.consequent), ...wordsIn(node.alternate)]
    case 'LogicalExpression':
      return wordsIn(node.right)
    case 'JSXExpressionContainer':
      return wordsIn(node.expression)
    default:
      return []
  }
}

export default {
  meta: {
    type: 'problem',
    messages: { untranslated: 'Untranslated text "{{text}}": declare it with i18n() and read it with useMessages.' },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'untranslated', data: { text: String(text).trim().slice(0, 40) } })
    return {
      JSXText(node) {
        if (WORD.test(node.value)) report(node, node.value)
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return
        for (const found of wordsIn(node.expression)) report(found, context.sourceCode.getText(found))
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : ''
        if (!READ_ATTRIBUTES.has(name)) return
        for (const found of wordsIn(node.value)) report(found, context.sourceCode.getText(found))
      },
    }
  },
}
