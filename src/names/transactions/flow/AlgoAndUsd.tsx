import { formatAlgoAmount, formatUsdOfAlgos } from '@/lib/money'

/**
 * An amount on the review: the ALGO figure in its own element (what the wallet will show), and
 * under it the dollar value where the rate is known.
 */
export function AlgoAndUsd({
  microalgos,
  usdPerAlgo,
  testId,
}: {
  microalgos: bigint
  usdPerAlgo: number | null | undefined
  testId?: string
}) {
  const usd = formatUsdOfAlgos(microalgos, usdPerAlgo)
  return (
    <>
      <span data-testid={testId}>{formatAlgoAmount(microalgos)}</span>
      {usd && (
        <span className="block text-xs font-normal text-muted" data-testid="usd">
          ≈ {usd}
        </span>
      )}
    </>
  )
}
