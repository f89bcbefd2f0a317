/**
 * Asks for the mnemonic wallet's 25 words in the app's own dialog. Mock build and tests only
 * (the mnemonic wallet exists nowhere else); the mock build prefills the test account.
 */
import { useState, type FormEvent } from 'react'
import { Dialog } from '@/ui/Dialog'
import { Button } from '@/ui/Button'
import { mnemonicPrefill } from './mnemonicPrefill'

export default function MnemonicDialog({
  onSubmit,
  onCancel,
}: {
  onSubmit: (words: string) => void
  onCancel: () => void
}) {
  const [words, setWords] = useState(mnemonicPrefill)
  const count = words.trim().split(/\s+/).filter(Boolean).length
  function submit(event: FormEvent) {
    event.preventDefault()
    if (count === 25) onSubmit(words.trim())
  }
  return (
    <Dialog open onClose={onCancel} title="Mnemonic wallet" description="Test wallet: enter the account's 25 words.">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm">
          25-word mnemonic
          <textarea
            value={words}
            onChange={(e) => setWords(e.target.value)}
            rows={4}
            className="rounded border border-gray-300 p-2 font-mono text-xs dark:border-gray-700 dark:bg-gray-800"
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <div className="flex justify-end gap-2">
          <Button size="sm" onClick={onCancel}>
            Cancel
          </Button>
          <Button size="sm" variant="primary" type="submit" disabled={count !== 25}>
            Connect
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
