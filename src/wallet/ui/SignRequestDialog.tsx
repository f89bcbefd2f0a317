/**
 * "Sign this?" for a wallet that has no screen of its own (the mnemonic test wallet): what it
 * is asked to sign, then Reject or Approve. Closing the dialog (Escape, backdrop) rejects, as
 * closing a real wallet's popup does.
 */
import { Dialog } from '@/ui/Dialog'
import { Button } from '@/ui/Button'
import { truncateAddress } from '@/lib/address'
import { i18n, count, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { formatAlgoAmount } from '@/lib/money'
import type { SignRequest, SignRequestTxn } from '../signRequest'

const messages = i18n('wallet/ui/SignRequestDialog', {
  title: count({ one: 'Sign {count} transaction?', other: 'Sign {count} transactions?' }),
  description: params('{wallet} wallet: check what you are asked to sign.'),
  descriptionOfGroup: params('{wallet} wallet: check what you are asked to sign ({count} of a group of {size}).'),
  payment: 'Payment',
  assetTransfer: 'Asset transfer',
  applicationCall: 'Application call',
  assetConfiguration: 'Asset configuration',
  assetFreeze: 'Asset freeze',
  keyRegistration: 'Key registration',
  stateProof: 'State proof',
  heartbeat: 'Heartbeat',
  from: 'From',
  to: 'To',
  amount: 'Amount',
  fee: 'Fee',
  reject: 'Reject',
  approve: 'Approve',
})

type Messages = ReturnType<typeof messages.get>

/** algosdk's transaction types, by the key of their label. */
const TYPE_LABELS: Readonly<Record<string, keyof Messages>> = {
  pay: 'payment',
  axfer: 'assetTransfer',
  appl: 'applicationCall',
  acfg: 'assetConfiguration',
  afrz: 'assetFreeze',
  keyreg: 'keyRegistration',
  stpf: 'stateProof',
  hb: 'heartbeat',
}

function typeLabel(t: Messages, type: string): string {
  const key = TYPE_LABELS[type]
  const label = key ? t[key] : undefined
  return typeof label === 'string' ? label : type
}

function TxnLine({ txn, t }: { txn: SignRequestTxn; t: Messages }) {
  return (
    <li data-testid="sign-request-txn" className="rounded-lg border border-line p-3 text-sm">
      <p className="font-medium">
        {typeLabel(t, txn.type)} <span className="text-xs opacity-60">#{txn.index + 1}</span>
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="opacity-70">{t.from}</dt>
        <dd className="font-mono" title={txn.sender} translate="no">
          {truncateAddress(txn.sender)}
        </dd>
        {txn.receiver !== undefined && (
          <>
            <dt className="opacity-70">{t.to}</dt>
            <dd className="font-mono" title={txn.receiver} translate="no">
              {truncateAddress(txn.receiver)}
            </dd>
          </>
        )}
        {txn.amount !== undefined && (
          <>
            <dt className="opacity-70">{t.amount}</dt>
            <dd translate="no">{formatAlgoAmount(txn.amount)}</dd>
          </>
        )}
        <dt className="opacity-70">{t.fee}</dt>
        <dd translate="no">{formatAlgoAmount(txn.fee)}</dd>
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
  const t = useMessages(messages)
  const asked = request.txns.length
  const wallet = request.walletName
  return (
    <Dialog
      open
      onClose={() => onAnswer(false)}
      title={t.title(asked)}
      description={
        asked < request.groupSize
          ? t.descriptionOfGroup({ wallet, count: asked, size: request.groupSize })
          : t.description({ wallet })
      }
      className="max-h-[90vh] overflow-y-auto"
    >
      <ol className="flex flex-col gap-2">
        {request.txns.map((txn) => (
          <TxnLine key={txn.index} txn={txn} t={t} />
        ))}
      </ol>
      <div className="mt-4 flex justify-end gap-2">
        <Button size="sm" onClick={() => onAnswer(false)}>
          {t.reject}
        </Button>
        <Button size="sm" variant="primary" onClick={() => onAnswer(true)}>
          {t.approve}
        </Button>
      </div>
    </Dialog>
  )
}
