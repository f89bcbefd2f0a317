/**
 * /pay/:name — a payment request: the address the chain gives for the name, an amount in ALGO or
 * an asset the address accepts, its QR code and link, and Pay from the connected wallet. The URL
 * carries the request (`?amount=5&asset=…`), so it can be shared.
 */
import type { ReactNode } from 'react'
import { Navigate, useLocation, useParams } from 'react-router-dom'
import type { NfdRecord } from '@/names/api/types'
import { payeeDisagreement, payeeOnChain } from '@/names/core/payeeOf'
import { recipientOf } from '@/names/core/recipientOf'
import { isApiName, validateNameInput } from '@/names/core/validation'
import { nameInputMessage } from '@/names/core/nameInputMessage'
import { useName } from '@/names/hooks/useName'
import { useOnChainName } from '@/names/hooks/useOnChainName'
import { ErrorState } from '@/names/ui/ErrorState'
import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { PrefetchLink } from '@/ui/PrefetchLink'
import { Skeleton } from '@/ui/Skeleton'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { PayRequestForm } from './PayRequestForm'

const messages = i18n('pages/pay/PayPage', {
  title: params('Pay {name}'),
  invalidTitle: 'Not a valid name',
  invalid: params('“{name}” is not a valid name'),
  search: 'Search for a name',
  readFailed: params('Could not read where payments to {name} go'),
  notMinted: params('{name} is not minted'),
  mintFirst: 'Nobody holds it yet, so it has no address to pay. It can be minted.',
  mint: params('Mint {name}'),
  cannotPay: params('{name} cannot be paid now'),
  notHeld: params('Only a name someone holds has an address to pay: this one is {state}.'),
  available: 'available',
  minting: 'being minted',
  reserved: 'reserved',
  forSale: 'for sale',
  owned: 'owned',
  expired: 'expired',
  noState: 'not held',
  untilAgree: 'Nothing can be paid here until they agree: a payment goes where the chain says.',
})

export function PayPage() {
  const { name: param = '' } = useParams()
  const { search } = useLocation()
  const checked = validateNameInput(param)
  const name = checked.ok ? checked.name : isApiName(param) ? param : null
  const t = useMessages(messages)
  useDocumentTitle(name ? t.title({ name }) : t.invalidTitle)
  if (!name) {
    return (
      <Notice title={t.invalid({ name: param })} testId="invalid-name">
        {checked.ok ? null : nameInputMessage(checked.problem)}
      </Notice>
    )
  }
  // One address per name, the request kept: /pay/Alice?amount=5 leads to /pay/alice.algo?amount=5.
  if (checked.ok && checked.name !== param) return <Navigate to={`/pay/${checked.name}${search}`} replace />
  return <PayName key={name} name={name} />
}

const LINK = 'inline-block rounded font-medium text-accent hover:underline'

/** A page that cannot take a payment: why, and where to go instead (by default, the search). */
function Notice({
  title,
  testId,
  children,
  next,
}: {
  title: string
  testId: string
  children?: ReactNode
  next?: { to: string; label: string }
}) {
  const t = useMessages(messages)
  return (
    <div className="mx-auto max-w-xl space-y-3 py-10 text-center" data-testid={testId}>
      <h1 className="text-2xl font-bold break-all">{title}</h1>
      {children && <p className="text-muted">{children}</p>}
      <PrefetchLink to={next?.to ?? '/'} className={LINK}>
        {next?.label ?? t.search}
      </PrefetchLink>
    </div>
  )
}

function PayName({ name }: { name: string }) {
  const record = useName(name, 'full')
  const chain = useOnChainName(name)
  const failed = record.error ?? chain.error
  const t = useMessages(messages)
  if (failed) {
    return (
      <ErrorState
        error={failed}
        title={t.readFailed({ name })}
        onRetry={() => void Promise.all([record.refetch(), chain.refetch()])}
      />
    )
  }
  if (record.data === undefined || chain.data === undefined) {
    return (
      <div className="space-y-4" data-testid="pay-loading">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-64" />
      </div>
    )
  }
  return <Payable name={name} record={record.data} chain={chain.data} />
}

function Payable({
  name,
  record,
  chain,
}: {
  name: string
  record: NfdRecord | null
  chain: Parameters<typeof payeeOnChain>[0]
}) {
  const t = useMessages(messages)
  if (!record) {
    return (
      <Notice
        title={t.notMinted({ name })}
        testId="pay-unavailable"
        next={{ to: `/name/${name}`, label: t.mint({ name }) }}
      >
        {t.mintFirst}
      </Notice>
    )
  }
  if (!recipientOf(record)) {
    return (
      <Notice title={t.cannotPay({ name })} testId="pay-unavailable">
        {t.notHeld({ state: record.state ? t[record.state] : t.noState })}
      </Notice>
    )
  }
  // The API proposes, the chain decides: where they differ, nothing is offered.
  const disagreement = payeeDisagreement(record, chain)
  const payee = payeeOnChain(chain)
  if (disagreement || !payee) {
    return (
      <div className="mx-auto max-w-xl space-y-3 py-10" data-testid="pay-unavailable">
        <h1 className="text-2xl font-bold break-all">{t.title({ name })}</h1>
        <p role="alert" className="rounded border border-danger p-3 text-sm" data-testid="payee-disagrees">
          {disagreement} {t.untilAgree}
        </p>
      </div>
    )
  }
  return <PayRequestForm name={name} record={record} payee={payee} />
}
