/**
 * Said on review, before the group is built: which other accounts must sign, and a way to add
 * one the wallet does not hold yet (connecting the wallet again lets the user pick it).
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useState } from 'react'
import { truncateAddress } from '@/lib/address'
import { Button } from '@/ui/Button'
import { useWallet } from '@/wallet/react'
import { isUserCancellation } from '@/wallet/isUserCancellation'
import type { CoSigner } from './coSigners'

const messages = i18n('names/transactions/flow/CoSignerNotice', {
  held: params('{address} must sign too: your wallet holds it, so it is asked in the same request.'),
  notHeld: params('{address} must sign too, to prove it is yours. Your wallet does not hold it yet: connect it.'),
  connect: params('Connect another account in {wallet}'),
})

export function CoSignerNotice({ signers }: { signers: CoSigner[] }) {
  const t = useMessages(messages)
  const { activeWallet, connect } = useWallet()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  if (signers.length === 0) return null

  async function connectAnother() {
    if (!activeWallet) return
    setBusy(true)
    setProblem(null)
    try {
      await connect(activeWallet.id)
    } catch (error) {
      if (!isUserCancellation(error)) setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded border border-line p-3 text-sm" data-testid="tx-cosigners">
      {signers.map(({ address, held }) => (
        <p key={address} data-held={held}>
          {held ? t.held({ address: truncateAddress(address) }) : t.notHeld({ address: truncateAddress(address) })}
        </p>
      ))}
      {signers.some((s) => !s.held) && activeWallet && (
        <div>
          <Button size="sm" onClick={() => void connectAnother()} disabled={busy} data-testid="tx-connect-cosigner">
            {t.connect({ wallet: activeWallet.name })}
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
    </div>
  )
}
