/**
 * A group the chain would refuse, in words: algod's failure names the program counter where
 * the contract stopped ("pc=812"), and the contract's source map the error message written
 * there (contractErrorAt). The common refusals become a sentence with the next step; others keep
 * the contract's own words; a failure with no known message keeps algod's. Pure.
 */
import { i18n, params } from '@/lib/i18n/i18n'

const messages = i18n('names/transactions/simulate/contractRefusal', {
  dataLeft:
    "The contract refuses: a name can only be sold once its profile holds no data. Clear the profile's data first (Edit profile), then list it again. Nothing was signed.",
  saleMinimum:
    'The contract refuses: the price is under the least a name may be sold for. Set a higher price and try again. Nothing was signed.',
  segmentMinimum:
    "The contract refuses: the price is under the minimum for a segment. The minimum price for a segment is the platform's minimum plus what the root asks; pay at least that and try again. Nothing was signed.",
  expired:
    'The contract refuses: the name has expired, so its sale or reservation no longer stands. Reload the name: an expired name can be renewed or taken over. Nothing was signed.',
  reservedOther:
    'The contract refuses: the name is reserved for another account, and only that account may take it. Nothing was signed.',
  contractWords: params('The contract refuses this: “{words}”. Nothing was signed.'),
  networkWords: params('The network refuses this: {words}. Nothing was signed.'),
})

type Messages = ReturnType<typeof messages.get>

/** The contract's words of the common refusals (its source map's), each with the sentence that says what to do. */
const KNOWN: readonly [RegExp, (t: Messages) => string][] = [
  [/no user-defined or verified properties remain/, (t) => t.dataLeft],
  [/must be sold for at least MIN amount/, (t) => t.saleMinimum],
  [/segment mint cost must be at least/, (t) => t.segmentMinimum],
  [/can't be expired|can't sell if NFD expired/, (t) => t.expired],
  [/Reserved owner set, but sender isn't the reserved address/, (t) => t.reservedOther],
]

/** algod's program counter in its failure message ("... pc=812 ..."), if it names one. */
export function failingPc(message: string): number | null {
  const match = /\bpc=(\d+)/.exec(message)
  return match ? Number(match[1]) : null
}

/** algod's words without its transaction id and details: from "logic eval error:" on, when present. */
function algodWords(message: string): string {
  const at = message.indexOf('logic eval error:')
  const words = at >= 0 ? message.slice(at + 'logic eval error:'.length) : message
  return (words.split('. Details:')[0] ?? words).trim()
}

/** The refusal in words: algod's failure message, and the contract's message at its pc where known. */
export function contractRefusal(algodMessage: string, contractWords: string | null): string {
  const t = messages.get()
  if (!contractWords) return t.networkWords({ words: algodWords(algodMessage) })
  const known = KNOWN.find(([pattern]) => pattern.test(contractWords))
  return known ? known[1](t) : t.contractWords({ words: contractWords })
}
