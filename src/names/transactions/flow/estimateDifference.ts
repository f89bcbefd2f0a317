/**
 * How the decoded group's total differs from the estimate shown before it, in one sentence, or
 * nothing: when nothing was estimated (the form showed no estimate), the fees line says it all.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { formatAlgoAmount } from '@/lib/money'

const messages = i18n('names/transactions/flow/estimateDifference', {
  more: params('{amount} more than the {estimate} estimated: the network fees.'),
  moreWithDeposit: params('{amount} more than the {estimate} estimated: the network fees and the storage deposit.'),
  less: params('{amount} less than the {estimate} estimated.'),
})

export function estimateDifference(total: bigint, estimated: bigint, deposits: boolean): string | null {
  const extra = total - estimated
  if (estimated === 0n || extra === 0n) return null
  const t = messages.get()
  const words = { amount: formatAlgoAmount(extra > 0n ? extra : -extra), estimate: formatAlgoAmount(estimated) }
  if (extra < 0n) return t.less(words)
  return deposits ? t.moreWithDeposit(words) : t.more(words)
}
