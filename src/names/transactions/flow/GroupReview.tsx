/**
 * What the checked group takes from the account, decoded from its bytes: each payment and
 * asset transfer and to whom, the fees, what stays locked as minimum balance, and the total the
 * user confirms before the wallet opens. Where it differs from the estimate, it says by how much.
 */
import { formatAlgos } from '@/lib/money'
import type { CostLine } from '../types'
import type { CheckedGroup } from '../check/checkGroup'

const algos = (microalgos: bigint) => `${formatAlgos(microalgos)} ALGO`

export function GroupReview({ group, estimate }: { group: CheckedGroup; estimate: CostLine[] }) {
  const estimated = estimate.reduce((sum, line) => sum + line.microalgos, 0n)
  const extra = group.total - estimated
  return (
    <div className="flex flex-col gap-2" data-testid="tx-group-review">
      <p className="text-sm text-muted">Decoded from the transaction your wallet will be asked to sign:</p>
      {group.calls.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" data-testid="tx-calls">
          {group.calls.map((sentence, i) => (
            <li key={i} data-testid="tx-call">
              <bdi>{sentence}.</bdi>
            </li>
          ))}
        </ul>
      )}
      <dl
        className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded border border-line p-3 text-sm"
        data-testid="tx-costs"
      >
        {group.payments.map(({ to, microalgos }) => (
          <div key={to.address} className="contents" data-testid="tx-outflow">
            <dt>
              Pay <bdi>{to.label}</bdi>
            </dt>
            <dd className="text-end tabular-nums">{algos(microalgos)}</dd>
          </div>
        ))}
        {group.assets.map(({ to, assetId, shown }) => (
          <div key={`${to.address}:${assetId}`} className="contents" data-testid="tx-outflow">
            <dt>
              Send to <bdi>{to.label}</bdi>
            </dt>
            <dd className="text-end tabular-nums">{shown}</dd>
          </div>
        ))}
        {group.deposits > 0n && (
          <>
            <dt className="text-muted">of which storage deposit (held by the contract)</dt>
            <dd className="text-end text-muted tabular-nums">{algos(group.deposits)}</dd>
          </>
        )}
        <dt className="text-muted">Network fees</dt>
        <dd className="text-end text-muted tabular-nums" data-testid="tx-fees">
          {algos(group.fees)}
        </dd>
        <dt className="font-semibold">Total from your account</dt>
        <dd className="text-end font-semibold tabular-nums" data-testid="tx-total">
          {algos(group.total)}
        </dd>
        {group.addedMinBalance > 0n && (
          <p className="col-span-2 text-xs text-muted">
            {algos(group.addedMinBalance)} more stays locked in your account as minimum balance for a new asset holding.
          </p>
        )}
      </dl>
      {extra !== 0n && (
        <p className="text-xs text-muted" data-testid="tx-difference">
          {extra > 0n
            ? `${algos(extra)} more than the estimate of ${algos(estimated)}: network fees${group.deposits > 0n ? ' and storage deposit' : ''}.`
            : `${algos(-extra)} less than the estimate of ${algos(estimated)}.`}
        </p>
      )}
    </div>
  )
}
