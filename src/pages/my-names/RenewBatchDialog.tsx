import { useEffect } from 'react'
import { holdOpenFlow } from '@/lib/openFlows'
import { formatAlgoAmount } from '@/lib/money'
import type { NfdRecord } from '@/names/api/types'
import { countsOf, readyOf, type RenewItemStep } from '@/names/transactions/batch/renewBatch'
import { useRenewBatch } from '@/names/transactions/batch/useRenewBatch'
import type { PreparedGroup } from '@/names/transactions/flow/prepareGroup'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

// The first eight are each name's progress, keyed by its step.
const messages = i18n('pages/my-names/RenewBatchDialog', {
  preparing: 'Preparing and checking…',
  ready: 'Checked',
  queued: 'Waiting for its turn',
  signing: 'Confirm it in your wallet…',
  submitting: 'Sending…',
  confirming: 'Confirming…',
  done: 'Renewed',
  failed: 'Failed',
  retry: params('Retry {name}'),
  title: params(count({ one: 'Renew {count} name for {years}', other: 'Renew {count} names for {years}' })),
  years: count({ one: '{count} year', other: '{count} years' }),
  description:
    'Each name is its own transaction, checked before your wallet opens and signed in turn. Your connected account pays.',
  list: 'Names to renew',
  counts: params('{done} renewed · {failed} failed · {pending} to go'),
  total: count({
    one: 'Total from your account, decoded from the {count} transaction (fees included)',
    other: 'Total from your account, decoded from the {count} transactions (fees included)',
  }),
  sign: params('Sign {count} in wallet'),
  close: 'Close',
})

function ItemRow({ name, step, onRetry }: { name: string; step: RenewItemStep<PreparedGroup>; onRetry: () => void }) {
  const t = useMessages(messages)
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line py-2 text-sm last:border-0"
      data-testid="renew-item"
      data-name={name}
      data-step={step.name}
    >
      <span className="min-w-36 font-medium" translate="no">
        {name}
      </span>
      <span className={step.name === 'failed' ? 'text-danger' : step.name === 'done' ? 'text-success' : 'text-muted'}>
        {t[step.name]}
      </span>
      {(step.name === 'ready' || step.name === 'queued' || step.name === 'signing') && (
        <span className="ms-auto tabular-nums" data-testid="renew-item-total">
          {formatAlgoAmount(step.group.total)}
        </span>
      )}
      {step.name === 'failed' && (
        <>
          <Button size="sm" className="ms-auto" onClick={onRetry}>
            {t.retry({ name })}
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
  const t = useMessages(messages)
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
      title={t.title({ years: t.years(years) })(batch.names.length)}
      description={t.description}
      className="max-h-[90vh] max-w-lg overflow-y-auto"
    >
      <div className="flex flex-col gap-4" data-testid="renew-batch">
        <ul aria-label={t.list}>
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
          {t.counts({ done: counts.done, failed: counts.failed, pending: counts.pending })}
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
              <span>{t.total(ready.names.length)}</span>
              <span className="tabular-nums" data-testid="renew-total">
                {formatAlgoAmount(ready.total)}
              </span>
            </p>
            <div className="flex justify-end">
              <Button type="submit" variant="primary" data-testid="renew-approve">
                {t.sign({ count: ready.names.length })}
              </Button>
            </div>
          </form>
        )}
        <div className="flex justify-end">
          <Button size="sm" onClick={close} disabled={busy}>
            {t.close}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
