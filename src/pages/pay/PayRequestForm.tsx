/**
 * The request itself: asset and amount (kept in the URL), the payment URI as a QR code and a
 * link, and Pay from the connected wallet through the transaction dialog.
 */
import { useId } from 'react'
import { useSearchParams } from 'react-router-dom'
import { buildPaymentUri } from '@/lib/paymentUri'
import type { NfdRecord } from '@/names/api/types'
import type { NameRecipient } from '@/names/core/recipientOf'
import { useHoldings } from '@/names/hooks/useHoldings'
import { LookalikeWarning } from '@/names/ui/LookalikeWarning'
import { ALGO, payAssetsOf, readPayRequest, type PayAsset } from '@/names/transactions/payRequest'
import { Button } from '@/ui/Button'
import { copyText } from '@/ui/copyText'
import { QrCode } from '@/ui/QrCode'
import { i18n, params } from '@/lib/i18n/i18n'
import { Interpolate } from '@/lib/i18n/Interpolate'
import { useMessages } from '@/lib/i18n/useMessages'
import { PayButton } from './PayButton'

const messages = i18n('pages/pay/PayRequestForm', {
  title: params('Pay {name}'),
  where: 'Where the payment goes',
  goesToVerified: 'Payments to {name} go to {address}, the address verified on {name} (read from the chain).',
  goesTo: 'Payments to {name} go to {address}.',
  notVerified: params('Not a verified address of {name}.'),
  ownerUnverified: params(
    "It is the name's owner, who has not verified an address on {name}. Make sure it is the person you mean: a payment cannot be taken back.",
  ),
  asset: 'Asset',
  assetOption: params('{unit} (asset {id})'),
  unknownAsset: params('asset {id}'),
  assetsFailed: 'Could not read which assets this address accepts: ALGO only for now.',
  amount: 'Amount',
  amountIn: params('Amount ({unit})'),
  payerChooses: 'Left empty, the payer chooses',
  readingAssets: 'Reading which assets this address accepts…',
  codeLater: 'The QR code shows once the request is valid.',
  share: 'Payment request to share',
  qr: params('QR code to pay {name}'),
  scan: 'Scan with Pera, Defly or any Algorand wallet.',
  copy: 'Copy link',
  open: 'Open in a wallet app',
})

/** ALGO by its unit alone; an asset by its unit and id (units are not unique). */
const assetLabel = (asset: PayAsset) =>
  asset.id === 0n ? ALGO.unit : messages.get().assetOption({ unit: asset.unit, id: String(asset.id) })

export function PayRequestForm({ name, record, payee }: { name: string; record: NfdRecord; payee: NameRecipient }) {
  const holdings = useHoldings(payee.address)
  const [params, setParams] = useSearchParams()
  const ids = { asset: useId(), amount: useId(), problem: useId() }
  const raw = { asset: params.get('asset'), amount: params.get('amount') }
  const assets = payAssetsOf(holdings.data, raw.asset)
  // A shared request naming an asset waits for the address's opt-ins before it is judged.
  const waiting = holdings.isPending && Boolean(raw.asset && raw.asset !== '0')
  const request = waiting ? null : readPayRequest(raw, assets, name)
  const chosen = request?.ok ? request.value : null
  const uri = chosen
    ? buildPaymentUri({ address: payee.address, amount: chosen.amount, asset: chosen.asset.id, label: name })
    : null

  const set = (key: 'asset' | 'amount', value: string) => {
    const next = new URLSearchParams(params)
    if (value && !(key === 'asset' && value === '0')) next.set(key, value)
    else next.delete(key)
    setParams(next, { replace: true })
  }
  const selected = raw.asset && raw.asset !== '0' ? raw.asset : '0'
  const known = assets.some((a) => String(a.id) === selected)
  const t = useMessages(messages)
  const nameData = <bdi translate="no">{name}</bdi>

  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="pay-request">
      <h1 className="text-2xl font-bold break-all">{t.title({ name })}</h1>
      <section className="space-y-2 text-sm" aria-label={t.where}>
        <p>
          <Interpolate
            text={payee.verified ? t.goesToVerified : t.goesTo}
            values={{
              name: nameData,
              address: (
                <bdi className="font-mono wrap-anywhere" data-testid="pay-address" translate="no">
                  {payee.address}
                </bdi>
              ),
            }}
          />
        </p>
        {!payee.verified && (
          <p role="note" className="rounded border border-warning p-3" data-testid="unverified-payee">
            <span className="font-semibold text-warning">⚠ {t.notVerified({ name })} </span>
            {t.ownerUnverified({ name })}
          </p>
        )}
        <LookalikeWarning name={name} self={record} />
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <form className="space-y-4" onSubmit={(event) => event.preventDefault()}>
          <label className="block space-y-1 text-sm" htmlFor={ids.asset}>
            <span className="font-medium">{t.asset}</span>
            <select
              id={ids.asset}
              className="h-10 w-full rounded-md border border-line bg-surface px-2 text-fg"
              value={selected}
              onChange={(event) => set('asset', event.target.value)}
              data-testid="pay-asset"
            >
              {assets.map((asset) => (
                <option key={String(asset.id)} value={String(asset.id)} translate={asset.id === 0n ? 'no' : undefined}>
                  {assetLabel(asset)}
                </option>
              ))}
              {!known && (
                <option value={selected} disabled>
                  {t.unknownAsset({ id: selected })}
                </option>
              )}
            </select>
            {holdings.isError && <span className="block text-xs text-muted">{t.assetsFailed}</span>}
          </label>
          <label className="block space-y-1 text-sm" htmlFor={ids.amount}>
            <span className="font-medium">{chosen ? t.amountIn({ unit: chosen.asset.unit }) : t.amount}</span>
            <input
              id={ids.amount}
              inputMode="decimal"
              autoComplete="off"
              className="h-10 w-full rounded-md border border-line bg-surface px-2 text-fg"
              value={raw.amount ?? ''}
              onChange={(event) => set('amount', event.target.value.trim())}
              aria-invalid={request?.ok === false}
              aria-describedby={request?.ok === false ? ids.problem : undefined}
              placeholder={t.payerChooses}
              data-testid="pay-amount"
            />
          </label>
          {request?.ok === false && (
            <p id={ids.problem} role="alert" className="text-sm text-danger" data-testid="pay-problem">
              {request.message}
            </p>
          )}
          {chosen && (
            <PayButton name={name} record={record} payee={payee.address} asset={chosen.asset} amount={chosen.amount} />
          )}
        </form>
        <RequestCode uri={uri} name={name} waiting={waiting} />
      </div>
    </div>
  )
}

function RequestCode({ uri, name, waiting }: { uri: string | null; name: string; waiting: boolean }) {
  const t = useMessages(messages)
  if (!uri) {
    return (
      <p className="text-sm text-muted" data-testid="pay-no-code">
        {waiting ? t.readingAssets : t.codeLater}
      </p>
    )
  }
  return (
    <section className="space-y-3" aria-label={t.share}>
      <QrCode text={uri} label={t.qr({ name })} testId="pay-qr" className="mx-auto h-60 w-60" />
      <p className="text-center text-xs text-muted">{t.scan}</p>
      <code className="block rounded bg-surface p-2 text-xs break-all" data-testid="pay-uri" translate="no">
        {uri}
      </code>
      {/* The link copied is the request shown above, which any wallet opens: not this page's URL. */}
      <div className="flex flex-wrap justify-center gap-2">
        <Button size="sm" onClick={() => void copyText(uri, 'Link')} data-testid="pay-copy-link">
          {t.copy}
        </Button>
        <a
          href={uri}
          className="inline-flex h-8 items-center rounded px-2 text-sm text-accent underline"
          data-testid="pay-open-wallet"
        >
          {t.open}
        </a>
      </div>
    </section>
  )
}
