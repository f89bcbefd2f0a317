/**
 * Every recipient typed as a .algo name goes one way (send a name, mint for someone, send from
 * the vault, pay): before the group is requested, the name is read again from the service and on
 * algod (registry box -> its app -> its verified address, else its owner). The chain's answer is
 * the one used; where the service, the chain and what the user was shown differ, the flow stops
 * in words and nothing is requested or signed.
 */
import type { NetworkConfig } from '@/config/networks'
import { getName } from '../../api/getName'
import { ChainDisagreesError } from '../../core/chainDisagreements'
import { payeeOnChain } from '../../core/payeeOf'
import { recipientDisagreements } from '../../core/recipientDisagreements'
import { recipientOf, type NameRecipient } from '../../core/recipientOf'
import { resolveOnChain } from '../../core/resolveOnChain'

export interface ConfirmedRecipient extends NameRecipient {
  /** The .algo name the user typed. */
  name: string
}

export async function confirmRecipient(
  net: NetworkConfig,
  shown: { name: string; address: string },
): Promise<ConfirmedRecipient> {
  const [record, chain] = await Promise.all([getName(net, shown.name), resolveOnChain(net, shown.name)])
  const differences = recipientDisagreements(shown.name, shown.address, recipientOf(record), chain)
  const payee = payeeOnChain(chain)
  if (differences.length > 0 || !payee) throw new ChainDisagreesError(differences)
  return { name: shown.name, ...payee }
}
