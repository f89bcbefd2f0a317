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
import { useName } from '@/names/hooks/useName'
import { useOnChainName } from '@/names/hooks/useOnChainName'
import { ErrorState } from '@/names/ui/ErrorState'
import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { PrefetchLink } from '@/ui/PrefetchLink'
import { Skeleton } from '@/ui/Skeleton'
import { PayRequestForm } from './PayRequestForm'

export function PayPage() {
  const { name: param = '' } = useParams()
  const { search } = useLocation()
  const checked = validateNameInput(param)
  const name = checked.ok ? checked.name : isApiName(param) ? param : null
  useDocumentTitle(name ? `Pay ${name}` : 'Not a valid name')
  if (!name) {
    return (
      <Notice title={`“${param}” is not a valid name`} testId="invalid-name">
        {checked.ok ? null : checked.message}
      </Notice>
    )
  }
  // One address per name, the request kept: /pay/Alice?amount=5 leads to /pay/alice.algo?amount=5.
  if (checked.ok && checked.name !== param) return <Navigate to={`/pay/${checked.name}${search}`} replace />
  return <PayName key={name} name={name} />
}

function Notice({ title, testId, children }: { title: string; testId: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl space-y-3 py-10 text-center" data-testid={testId}>
      <h1 className="text-2xl font-bold break-all">{title}</h1>
      {children && <p className="text-muted">{children}</p>}
      <PrefetchLink to="/" className="inline-block rounded font-medium text-accent hover:underline">
        Search for a name
      </PrefetchLink>
    </div>
  )
}

function PayName({ name }: { name: string }) {
  const record = useName(name, 'full')
  const chain = useOnChainName(name)
  const failed = record.error ?? chain.error
  if (failed) {
    return (
      <ErrorState
        error={failed}
        title={`Could not read where payments to ${name} go`}
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
  if (!record) return <Notice title={`${name} is not minted`} testId="pay-unavailable" />
  if (!recipientOf(record)) {
    return (
      <Notice title={`${name} cannot be paid now`} testId="pay-unavailable">
        Only a name someone holds has an address to pay: this one is {record.state ?? 'not held'}.
      </Notice>
    )
  }
  // The API proposes, the chain decides: where they differ, nothing is offered.
  const disagreement = payeeDisagreement(record, chain)
  const payee = payeeOnChain(chain)
  if (disagreement || !payee) {
    return (
      <div className="mx-auto max-w-xl space-y-3 py-10" data-testid="pay-unavailable">
        <h1 className="text-2xl font-bold break-all">Pay {name}</h1>
        <p role="alert" className="rounded border border-danger p-3 text-sm" data-testid="payee-disagrees">
          {disagreement} Nothing can be paid here until they agree: a payment goes where the chain says.
        </p>
      </div>
    )
  }
  return <PayRequestForm name={name} record={record} payee={payee} />
}
