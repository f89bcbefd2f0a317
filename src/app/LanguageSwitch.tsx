import { useState } from 'react'
import { notify } from '@/ui/notify'
import { chooseLocale } from '@/lib/i18n/chooseLocale'
import { i18n } from '@/lib/i18n/i18n'
import { availableLocales, isLocale, LOCALE_NAMES } from '@/lib/i18n/locales'
import { locale } from '@/lib/i18n/localeStore'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('app/LanguageSwitch', {
  language: 'Language',
  failed: 'That language could not be loaded. Check your connection and try again.',
})

/** The language picker: each language named in itself, the choice kept for the next visit. */
export function LanguageSwitch() {
  const t = useMessages(messages)
  const current = useMessages(locale)
  const [busy, setBusy] = useState(false)
  return (
    <label className="flex items-center gap-2">
      <span>{t.language}</span>
      <select
        className="rounded-md border border-line bg-surface px-2 py-1 text-fg"
        value={current}
        disabled={busy}
        onChange={(event) => {
          const next = event.target.value
          if (!isLocale(next)) return
          setBusy(true)
          chooseLocale(next)
            .catch(() => notify.error(messages.get().failed))
            .finally(() => setBusy(false))
        }}
      >
        {availableLocales().map((code) => (
          <option key={code} value={code} lang={code === 'pseudo' ? 'en' : code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  )
}
