/**
 * Asks for the mnemonic wallet's 25 words in the app's own dialog. Mock build and tests only
 * (the mnemonic wallet exists nowhere else); the mock build prefills the test account.
 */
import { useState, type FormEvent } from 'react'
import { Dialog } from '@/ui/Dialog'
import { Button } from '@/ui/Button'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { mnemonicPrefill } from './mnemonicPrefill'

const messages = i18n('wallet/ui/MnemonicDialog', {
  title: 'Mnemonic wallet',
  description: "Test wallet: enter the account's 25 words.",
  words: '25-word mnemonic',
  cancel: 'Cancel',
  connect: 'Connect',
})

export default function MnemonicDialog({
  onSubmit,
  onCancel,
}: {
  onSubmit: (words: string) => void
  onCancel: () => void
}) {
  const t = useMessages(messages)
  const [words, setWords] = useState(mnemonicPrefill)
  const count = words.trim().split(/\s+/).filter(Boolean).length
  function submit(event: FormEvent) {
    event.preventDefault()
    if (count === 25) onSubmit(words.trim())
  }
  return (
    <Dialog open onClose={onCancel} title={t.title} description={t.description}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t.words}
          <textarea
            value={words}
            onChange={(e) => setWords(e.target.value)}
            rows={4}
            className="rounded border border-gray-300 p-2 font-mono text-xs dark:border-gray-700 dark:bg-gray-800"
            translate="no"
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <div className="flex justify-end gap-2">
          <Button size="sm" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button size="sm" variant="primary" type="submit" disabled={count !== 25}>
            {t.connect}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
