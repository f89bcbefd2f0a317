/**
 * Reads every `i18n('<id>', { … })` declaration in src without running it: the base (English)
 * words of the whole app, which the catalogue check and the browser tests compare against.
 * A declaration's words must be literals (or `params`/`count` of literals), so they can be read here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

export type Message = string | { readonly [form: string]: string }

export interface MessageGroup {
  /** The group's id, chosen in code and kept when its file moves: the catalogues find its words by it. */
  id: string
  /** Where it is declared (a path in src), for messages. */
  file: string
  messages: Record<string, { text: Message; kind: 'text' | 'params' | 'count' }>
}

const SKIP = /(\.test\.tsx?|\.d\.ts)$/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !SKIP.test(entry.name) ? [path] : []
  })
}

function literal(node: ts.Node, where: string): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  throw new Error(`${where}: a message must be a string literal`)
}

function readValue(node: ts.Expression, where: string): MessageGroup['messages'][string] {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments.length === 1) {
    const fn = node.expression.text
    const inner = readValue(node.arguments[0]!, where)
    if (fn === 'params') return { ...inner, kind: inner.kind === 'count' ? 'count' : 'params' }
    if (fn === 'count') return { ...inner, kind: 'count' }
  }
  if (ts.isObjectLiteralExpression(node)) {
    const forms: Record<string, string> = {}
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) throw new Error(`${where}: plural forms must be plain properties`)
      forms[property.name.getText().replace(/^['"]|['"]$/g, '')] = literal(property.initializer, where)
    }
    return { text: forms, kind: 'count' }
  }
  return { text: literal(node, where), kind: 'text' }
}

export function extractMessages(srcDir: string): MessageGroup[] {
  const groups: MessageGroup[] = []
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8')
    if (!text.includes('i18n(')) continue
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'i18n' &&
        node.arguments.length === 2
      ) {
        const [idNode, body] = node.arguments
        const where = relative(srcDir, file)
        const id = literal(idNode!, where)
        if (!ts.isObjectLiteralExpression(body!)) throw new Error(`${where}: i18n's messages must be an object literal`)
        const messages: MessageGroup['messages'] = {}
        for (const property of body.properties) {
          if (!ts.isPropertyAssignment(property)) throw new Error(`${where}: each message must be \`key: value\``)
          const key = property.name.getText().replace(/^['"]|['"]$/g, '')
          messages[key] = readValue(property.initializer, `${where} ${id}.${key}`)
        }
        groups.push({ id, file: where.replace(/\\/g, '/'), messages })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return groups
}

/** The `{name}` placeholders of a message, sorted. */
export function placeholdersOf(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message)
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)))].sort()
}
