/**
 * "Sign this?" for a wallet that has no screen of its own (the mnemonic test wallet): what it
 * is asked to sign, then Reject or Approve. Closing the dialog (Escape, backdrop) rejects, as
 * closing a real wallet's popup does.
 */
import { Dialog } from '@/ui/Dialog'
import { Button } from '@/ui/Button'
import { truncateAddress } from '@/lib/address'
import { formatAlgoAmount } from '@/lib/money'
import type { SignRequest, SignRequestTxn } from '../signRequest'

const TYPE_LABELS: Record<string, string> = {
  pay: 'Payment',
  axfer: 'Asset transfer',
  appl: 'Application call',
  acfg: 'Asset configuration',
  afrz: 'Asset freeze',
  keyreg: 'Key registration',
  stpf: 'State proof',
  hb: 'Heartbeat',
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

function TxnLine({ txn }: { txn: SignRequestTxn }) {
  return (
    <li data-testid="sign-request-txn" className="rounded-lg border border-line p-3 text-sm">
      <p className="font-medium">
        {TYPE_LABELS[txn.type] ?? txn.type} <span className="text-xs opacity-60">#{txn.index + 1}</span>
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="opacity-70">From</dt>
        <dd className="font-mono" title={txn.sender}>
          {truncateAddress(txn.sender)}
        </dd>
        {txn.receiver !== undefined && (
          <>
            <dt className="opacity-70">To</dt>
            <dd className="font-mono" title={txn.receiver}>
              {truncateAddress(txn.receiver)}
            </dd>
          </>
        )}
        {txn.amount !== undefined && (
          <>
            <dt className="opacity-70">Amount</dt>
            <dd>{formatAlgoAmount(txn.amount)}</dd>
          </>
        )}
        <dt className="opacity-70">Fee</dt>
        <dd>{formatAlgoAmount(txn.fee)}</dd>
      </dl>
    </li>
  )
}

export default function SignRequestDialog({
  request,
  onAnswer,
}: {
  request: SignRequest
  onAnswer: (approved: boolean) => void
}) {
  const count = request.txns.length
  const part = count < request.groupSize ? ` (${count} of a group of ${request.groupSize})` : ''
  return (
    <Dialog
      open
      onClose={() => onAnswer(false)}
      title={`Sign ${plural(count, 'transaction')}?`}
      description={`${request.walletName} wallet: check what you are asked to sign${part}.`}
      className="max-h-[90vh] overflow-y-auto"
    >
      <ol className="flex flex-col gap-2">
        {request.txns.map((txn) => (
          <TxnLine key={txn.index} txn={txn} />
        ))}
      </ol>
      <div className="mt-4 flex justify-end gap-2">
        <Button size="sm" onClick={() => onAnswer(false)}>
          Reject
        </Button>
        <Button size="sm" variant="primary" onClick={() => onAnswer(true)}>
          Approve
        </Button>
      </div>
    </Dialog>
  )
}
