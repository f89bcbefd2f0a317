/** Pay from the connected wallet: the transaction dialog with the request's payee, asset and amount. */
import { lazy, Suspense, useState } from 'react'
import type { NfdRecord } from '@/names/api/types'
import { payValues } from '@/names/transactions/definitions/payName/payName'
import type { PayAsset } from '@/names/transactions/payRequest'
import { actionById } from '@/names/transactions/registry'
import { useAbilities } from '@/names/transactions/useAbilities'
import { Button } from '@/ui/Button'
import { useWallet } from '@/wallet/react'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/pay/PayButton', {
  connect: 'Connect a wallet to pay from it here, or scan the code.',
  own: 'This is your own address.',
  pay: params('Pay {name}'),
  enterAmount: 'Enter an amount to pay',
})

const TransactionDialog = lazy(() => import('@/names/transactions/flow/TransactionDialog'))

export function PayButton({
  name,
  record,
  payee,
  asset,
  amount,
}: {
  name: string
  record: NfdRecord
  payee: string
  asset: PayAsset
  /** Base units; undefined until typed. */
  amount: bigint | undefined
}) {
  const { activeAddress } = useWallet()
  const abilities = useAbilities(name, record)
  const [open, setOpen] = useState<Record<string, string> | null>(null)
  const t = useMessages(messages)
  if (!activeAddress) return <p className="text-sm text-muted">{t.connect}</p>
  if (activeAddress === payee) return <p className="text-sm text-muted">{t.own}</p>
  if (!abilities.canPay) return null
  const values =
    amount === undefined
      ? null
      : payValues({ receiver: payee, assetId: asset.id, amount, decimals: asset.decimals, unit: asset.unit })
  return (
    <>
      <Button variant="primary" disabled={!values} onClick={() => setOpen(values)} data-testid="pay-button">
        {values ? t.pay({ name }) : t.enterAmount}
      </Button>
      <Suspense fallback={null}>
        {open && (
          <TransactionDialog
            definition={actionById('payName')}
            name={name}
            record={record}
            sender={activeAddress}
            initialValues={open}
            onClose={() => setOpen(null)}
          />
        )}
      </Suspense>
    </>
  )
}
