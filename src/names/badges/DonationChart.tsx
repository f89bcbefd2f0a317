import { formatNumber } from '@/lib/formatCount'
import { i18n, params, count } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { formatAlgoAmount } from '@/lib/money'
import { truncateAddress } from '@/lib/truncateAddress'
import { BarChart } from '@/ui/BarChart'
import type { Donation } from '../api/schemas/donations'
import { useReverseLookup } from '../hooks/useReverseLookup'

const messages = i18n('names/badges/DonationChart', {
  given: params(count({ one: '{amount} given to {n} receiver', other: '{amount} given to {n} receivers' })),
  received: params(count({ one: '{amount} from {n} donor', other: '{amount} from {n} donors' })),
  givenChart: 'Donations given, per receiver',
  receivedChart: 'Donations received, per donor',
})

/** The chart shows the largest few; the total counts every one. */
const BARS_SHOWN = 10

/**
 * Donations as bars to one scale, largest first, each address shown by its name where it has one.
 * `given`: the addresses are receivers; otherwise they are donors.
 */
export function DonationChart({ donations, given }: { donations: readonly Donation[]; given: boolean }) {
  const t = useMessages(messages)
  const sorted = [...donations].sort((a, b) => b.total - a.total)
  const shown = sorted.slice(0, BARS_SHOWN)
  // Names are a help, not a need: the chart draws with addresses until (or unless) they come.
  const names = useReverseLookup(shown.map((d) => d.address)).data ?? {}
  const total = donations.reduce((sum, d) => sum + BigInt(d.total), 0n)
  const summary = { amount: formatAlgoAmount(total), n: formatNumber(donations.length) }
  return (
    <div className="space-y-2">
      <p className="text-sm" data-testid="donation-total">
        {(given ? t.given(summary) : t.received(summary))(donations.length)}
      </p>
      {/* Names, addresses and amounts: data, not words to translate. */}
      <div translate="no">
        <BarChart
          label={given ? t.givenChart : t.receivedChart}
          bars={shown.map(({ address, total: value }) => {
            const name = names[address]?.name
            return {
              label: name ?? truncateAddress(address),
              to: name ? `/name/${name}` : `/address/${address}`,
              value,
              text: formatAlgoAmount(value),
            }
          })}
        />
      </div>
    </div>
  )
}
