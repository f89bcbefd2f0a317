/**
 * The browser suite's language checks. In the pseudo-locale every translated string shows between
 * ⟦ ⟧, so any visible words outside brackets (and outside `translate="no"` data) skipped the
 * catalogue. In Spanish, visible words that read as an English message the catalogue words
 * differently were left in English.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { extractMessages, type Message } from '../../scripts/i18n/extractMessages'

export type AppLocale = 'en' | 'es' | 'pseudo'

export { LOCALE_STORAGE_KEY } from '../../src/lib/i18n/storageKey'

const SRC = join(process.cwd(), 'src')
const CATALOG = join(SRC, 'lib/i18n/catalogs/es.json')

type Catalog = Record<string, Record<string, Message>>

let spanish: Catalog | undefined
/** The Spanish catalogue. */
function spanishCatalog(): Catalog {
  spanish ??= JSON.parse(readFileSync(CATALOG, 'utf8')) as Catalog
  return spanish
}

/** A Spanish message as the page shows it, placeholders filled in. */
export function es(group: string, key: string, values: Record<string, string> = {}): string {
  const message = spanishCatalog()[group]?.[key]
  if (typeof message !== 'string') throw new Error(`No Spanish text for ${group}.${key}`)
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
}

const forms = (message: Message): string[] => (typeof message === 'string' ? [message] : Object.values(message))
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

let patterns: string[] | undefined
/** English messages Spanish words differently, as whole-text patterns (a placeholder matches anything). */
function englishPatterns(): string[] {
  if (patterns) return patterns
  const catalog = spanishCatalog()
  patterns = extractMessages(SRC).flatMap((group) =>
    Object.entries(group.messages).flatMap(([key, { text }]) => {
      const translated = catalog[group.id]?.[key]
      return (
        forms(text)
          .filter((english) => /\p{L}{3,}/u.test(english.replace(/\{\w+\}/g, '')))
          // A placeholder beside one word ("{name} avatar") matches any text ending in that word,
          // and words like avatar, banner or email are Spanish too: such a message tells nothing.
          .filter((english) => !/\{\w+\}/.test(english) || /\s/.test(english.replace(/\{\w+\}/g, '').trim()))
          .filter((english) => !translated || !forms(translated).includes(english))
          .map((english) => `^${escape(english).replace(/\\\{\w+\\\}/g, '.+?')}$`)
      )
    }),
  )
  return patterns
}

interface ScanArgs {
  mode: 'pseudo' | 'es'
  patterns: string[]
}

/** Runs in the page: the visible words (text and the attributes people read) left untranslated. */
function scan({ mode, patterns }: ScanArgs): string[] {
  const english = patterns.map((pattern) => new RegExp(pattern, 'u'))
  const found = new Set<string>()
  const untranslated = (raw: string): boolean => {
    const text = raw.replace(/\s+/g, ' ').trim()
    if (!/\p{L}{2,}/u.test(text)) return false
    if (mode === 'es') return english.some((pattern) => pattern.test(text))
    let rest = text
    for (let before = ''; before !== rest;) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/gu, ' ')]
    return /\p{L}{2,}/u.test(rest)
  }
  const shown = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  const skipped = (element: Element) =>
    !!element.closest('[translate="no"], script, style, noscript, template') || !shown(element)
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (parent && !skipped(parent) && untranslated(node.textContent ?? '')) found.add(node.textContent!.trim())
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (skipped(element)) continue
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)
      if (value && untranslated(value)) found.add(`${name}="${value}"`)
    }
  }
  return [...found]
}

/** The untranslated words on the page now ([] in English, which is the base). */
export async function untranslatedOn(page: Page, locale: AppLocale): Promise<string[]> {
  if (locale === 'en' || page.isClosed()) return []
  const args: ScanArgs = { mode: locale, patterns: locale === 'es' ? englishPatterns() : [] }
  // A page that navigates while scanned is scanned again at the next check.
  return page.evaluate(scan, args).catch((error: unknown) => {
    if (/context was destroyed|Target .*closed|navigat/i.test(String(error))) return []
    throw error
  })
}

/**
 * Watches the page from now on: every state the DOM passes through while the page is in `locale`
 * (a mutation observer runs before each paint) is scanned, so words shown in English for a single
 * frame are caught too. `stop()` ends the watch and returns what it saw untranslated.
 */
export async function watchUntranslated(page: Page, locale: 'es' | 'pseudo'): Promise<{ stop(): Promise<string[]> }> {
  const args: ScanArgs = { mode: locale, patterns: locale === 'es' ? englishPatterns() : [] }
  // As a string: the scan goes into the page as its own source, without eval in the page.
  await page.evaluate(`(() => {
    const scan = ${scan.toString()};
    const args = ${JSON.stringify(args)};
    const seen = (window.__untranslatedSeen = new Set());
    const lang = ${JSON.stringify(locale === 'pseudo' ? 'en-XA' : locale)};
    const record = () => {
      if (document.documentElement.lang !== lang) return;
      for (const text of scan(args)) seen.add(text);
    };
    window.__untranslatedWatch = new MutationObserver(record);
    window.__untranslatedWatch.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  })()`)
  return {
    stop: () =>
      page.evaluate(`(() => {
        window.__untranslatedWatch.disconnect();
        return [...window.__untranslatedSeen];
      })()`) as Promise<string[]>,
  }
}
