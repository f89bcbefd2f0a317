import { useEffect } from 'react'
import { holdOpenFlow } from '@/lib/openFlows'
import { formatAlgoAmount } from '@/lib/money'
import type { NfdRecord } from '@/names/api/types'
import { countsOf, readyOf, type RenewItemStep } from '@/names/transactions/batch/renewBatch'
import { useRenewBatch } from '@/names/transactions/batch/useRenewBatch'
import type { PreparedGroup } from '@/names/transactions/flow/prepareGroup'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'

const STATUS: Record<RenewItemStep<PreparedGroup>['name'], string> = {
  preparing: 'Preparing and checking…',
  ready: 'Checked',
  queued: 'Waiting for its turn',
  signing: 'Confirm it in your wallet…',
  submitting: 'Sending…',
  confirming: 'Confirming…',
  done: 'Renewed',
  failed: 'Failed',
}

function ItemRow({ name, step, onRetry }: { name: string; step: RenewItemStep<PreparedGroup>; onRetry: () => void }) {
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line py-2 text-sm last:border-0"
      data-testid="renew-item"
      data-name={name}
      data-step={step.name}
    >
      <span className="min-w-36 font-medium">{name}</span>
      <span className={step.name === 'failed' ? 'text-danger' : step.name === 'done' ? 'text-success' : 'text-muted'}>
        {STATUS[step.name]}
      </span>
      {(step.name === 'ready' || step.name === 'queued' || step.name === 'signing') && (
        <span className="ms-auto tabular-nums" data-testid="renew-item-total">
          {formatAlgoAmount(step.group.total)}
        </span>
      )}
      {step.name === 'failed' && (
        <>
          <Button size="sm" className="ms-auto" onClick={onRetry}>
            Retry {name}
          </Button>
          <p className="w-full text-xs text-danger" data-testid="renew-reason">
            {step.reason}
          </p>
        </>
      )}
    </li>
  )
}

/**
 * Renewing several names: each is prepared and checked as its own group; the user agrees to the
 * total decoded from those groups, then the wallet is asked for each in turn, and each name
 * reports its own progress. A failed name is retried alone and agreed to again.
 */
export function RenewBatchDialog({
  records,
  years,
  onClose,
}: {
  records: readonly NfdRecord[]
  years: number
  onClose: () => void
}) {
  const { batch, dispatch } = useRenewBatch(records, years)
  // No new version reloads the app under this dialog.
  useEffect(() => holdOpenFlow(), [])
  const ready = readyOf(batch)
  const counts = countsOf(batch)
  const steps = batch.names.map((name) => batch.steps[name]!)
  const preparing = steps.some((step) => step.name === 'preparing')
  const busy = steps.some((step) => step.name === 'queued' || step.name === 'signing' || step.name === 'submitting')
  const close = () => {
    if (!busy) onClose()
  }
  return (
    <Dialog
      open
      onClose={close}
      title={`Renew ${batch.names.length} ${batch.names.length === 1 ? 'name' : 'names'} for ${years} ${years === 1 ? 'year' : 'years'}`}
      description="Each name is its own transaction, checked before your wallet opens and signed in turn. Your connected account pays."
      className="max-h-[90vh] max-w-lg overflow-y-auto"
    >
      <div className="flex flex-col gap-4" data-testid="renew-batch">
        <ul aria-label="Names to renew">
          {batch.names.map((name) => (
            <ItemRow
              key={name}
              name={name}
              step={batch.steps[name]!}
              onRetry={() => dispatch({ type: 'retry', name })}
            />
          ))}
        </ul>
        <p className="text-sm" aria-live="polite" data-testid="renew-counts">
          {counts.done} renewed · {counts.failed} failed · {counts.pending} to go
        </p>
        {ready.names.length > 0 && !preparing && (
          <form
            className="flex flex-col gap-3 rounded border border-line p-3"
            onSubmit={(event) => {
              event.preventDefault()
              dispatch({ type: 'approve' })
            }}
          >
            <p className="flex justify-between text-sm font-semibold">
              <span>
                Total from your account, decoded from the {ready.names.length}{' '}
                {ready.names.length === 1 ? 'transaction' : 'transactions'} (fees included)
              </span>
              <span className="tabular-nums" data-testid="renew-total">
                {formatAlgoAmount(ready.total)}
              </span>
            </p>
            <div className="flex justify-end">
              <Button type="submit" variant="primary" data-testid="renew-approve">
                Sign {ready.names.length} in wallet
              </Button>
            </div>
          </form>
        )}
        <div className="flex justify-end">
          <Button size="sm" onClick={close} disabled={busy}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
