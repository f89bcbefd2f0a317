/**
 * What the checked group takes from the account, decoded from its bytes: each payment and asset
 * transfer and to whom (its name and the address the wallet will show), with dollars, the fees
 * and the most they may be (raised where the chain says the group needs more), and while the
 * network is congested what it charges, what stays locked as minimum balance,
 * and the total the user confirms before the wallet opens.
 * Where it differs from an estimate shown, it says by how much. Above it, a recipient typed as a
 * .algo name, as the chain gives it.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { truncateAddress } from '@/lib/address'
import { formatAlgos } from '@/lib/money'
import type { CostLine } from '../types'
import type { CheckedGroup } from '../check/checkGroup'
import type { ChainReport } from '../simulate/checkOnChain'
import type { Party } from '../check/intent'
import type { ConfirmedRecipient } from './confirmRecipient'
import { AlgoAndUsd } from './AlgoAndUsd'
import { RecipientOnChain } from './RecipientOnChain'
import { estimateDifference } from './estimateDifference'

const messages = i18n('names/transactions/flow/GroupReview', {
  decoded: 'Decoded from the transaction your wallet will be asked to sign:',
  pay: params('Pay {to}'),
  send: params('Send to {to}'),
  deposit: 'of which storage deposit (held by the contract)',
  fees: 'Network fees',
  total: 'Total from your account',
  busy: params('The network is busy: it charges {rate} a byte of each transaction (at least {min}).'),
  minBalance: params('{amount} more stays locked in your account as minimum balance for a new asset holding.'),
  feeCap: params('Fees are held to at most {most}: what the network asks, and what each call needs for the contract.'),
  feeRaised: params(
    'Fees are held to at most {most}: more than this action usually needs, because the network says it needs {need} now (and one minimum fee more).',
  ),
})

const algos = (microalgos: bigint) => `${formatAlgos(microalgos)} ALGO`

/** The account's truncated address under its name, as the wallet will show it (none when the name is that already). */
function AddressUnder({ party }: { party: Party }) {
  const short = truncateAddress(party.address)
  if (party.label.includes(short)) return null
  return (
    <span
      className="block font-mono text-xs text-muted"
      title={party.address}
      translate="no"
      data-testid="tx-to-address"
    >
      {short}
    </span>
  )
}

export function GroupReview({
  group,
  estimate,
  usdPerAlgo,
}: {
  group: CheckedGroup & { recipient?: ConfirmedRecipient | undefined; chain?: Pick<ChainReport, 'fees'> | undefined }
  estimate: CostLine[]
  /** Dollars per ALGO where known: the payments and the total carry their dollar value. */
  usdPerAlgo?: number | null | undefined
}) {
  const t = useMessages(messages)
  const estimated = estimate.reduce((sum, line) => sum + line.microalgos, 0n)
  const difference = estimateDifference(group.total, estimated, group.deposits > 0n)
  // The fee rule as the chain's run decided it (absent only before it has run).
  const budget = group.chain?.fees
  return (
    <div className="flex flex-col gap-2" data-testid="tx-group-review">
      {group.recipient && <RecipientOnChain recipient={group.recipient} />}
      <p className="text-sm text-muted">{t.decoded}</p>
      {group.calls.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm wrap-anywhere" data-testid="tx-calls">
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
              {t.pay({ to: to.label })}
              <AddressUnder party={to} />
            </dt>
            <dd className="text-end tabular-nums" translate="no">
              <AlgoAndUsd microalgos={microalgos} usdPerAlgo={usdPerAlgo} />
            </dd>
          </div>
        ))}
        {group.assets.map(({ to, assetId, shown }) => (
          <div key={`${to.address}:${assetId}`} className="contents" data-testid="tx-outflow">
            <dt>
              {t.send({ to: to.label })}
              <AddressUnder party={to} />
            </dt>
            <dd className="text-end tabular-nums" translate="no">
              {shown}
            </dd>
          </div>
        ))}
        {group.deposits > 0n && (
          <>
            <dt className="text-muted">{t.deposit}</dt>
            <dd className="text-end text-muted tabular-nums" translate="no">
              {algos(group.deposits)}
            </dd>
          </>
        )}
        <dt className="text-muted">{t.fees}</dt>
        <dd className="text-end text-muted tabular-nums" data-testid="tx-fees" translate="no">
          {algos(group.fees)}
        </dd>
        {budget && (
          <dd className="col-span-2 text-xs text-muted" data-testid="tx-fee-budget">
            {budget.raised && budget.need !== null
              ? t.feeRaised({ most: algos(budget.most), need: algos(budget.need) })
              : t.feeCap({ most: algos(budget.most) })}
          </dd>
        )}
        {group.networkFees.perByte > 0n && (
          <dd className="col-span-2 text-xs text-muted" data-testid="tx-busy-network">
            {t.busy({ rate: algos(group.networkFees.perByte), min: algos(group.networkFees.minFee) })}
          </dd>
        )}
        <dt className="font-semibold">{t.total}</dt>
        <dd className="text-end font-semibold tabular-nums" translate="no">
          <AlgoAndUsd microalgos={group.total} usdPerAlgo={usdPerAlgo} testId="tx-total" />
        </dd>
        {group.addedMinBalance > 0n && (
          <dd className="col-span-2 text-xs text-muted">{t.minBalance({ amount: algos(group.addedMinBalance) })}</dd>
        )}
      </dl>
      {difference && (
        <p className="text-xs text-muted" data-testid="tx-difference">
          {difference}
        </p>
      )}
    </div>
  )
}
