/**
 * The methods of the name contracts that the app's actions call, as the contracts declare them:
 * the registry and version 3 name contracts take ARC-4 calls (a 4-byte selector, then each
 * argument ABI-encoded; a transaction argument such as `pay` is the transaction just before the
 * call). Version 2 name contracts take the method's name as text, then the arguments in the same
 * encodings. Pure data: the mock builds its calls from it, the check decodes them with it.
 */

export type ContractKind = 'name' | 'registry'

/** How a contract reads its application arguments. */
export type CallLayout = 'arc4' | 'text'

interface MethodSpec {
  signature: string
  /** Inner transactions the call makes (their fees come from the caller's fee). */
  inner: number
}

const NAME_METHODS = {
  offerForSale: { signature: 'offerForSale(uint64,address)void', inner: 0 },
  cancelSale: { signature: 'cancelSale()void', inner: 0 },
  postOffer: { signature: 'postOffer(uint64,string)void', inner: 0 },
  // Pays the seller (and the commissions), moves the asset, tells the registry.
  purchase: { signature: 'purchase(pay)void', inner: 4 },
  renew: { signature: 'renew(pay)void', inner: 2 },
  updateFields: { signature: 'updateFields(byte[][])void', inner: 0 },
  // Removes fields (their boxes' deposit goes back to the owner): a sale needs the profile cleared first.
  deleteFields: { signature: 'deleteFields(byte[][])void', inner: 1 },
  setPrimaryAddress: { signature: 'setPrimaryAddress(string,address)void', inner: 0 },
  // One opt-in per asset: counted per asset below.
  vaultOptIn: { signature: 'vaultOptIn(uint64[])void', inner: 0 },
  vaultOptInLock: { signature: 'vaultOptInLock(bool)void', inner: 0 },
  vaultSend: { signature: 'vaultSend(uint64,address,string,uint64,uint64[])void', inner: 1 },
  segmentLock: { signature: 'segmentLock(bool,uint64)void', inner: 0 },
  gas: { signature: 'gas()void', inner: 0 },
} as const satisfies Record<string, MethodSpec>

const REGISTRY_METHODS = {
  // Creates the name's contract and asset, funds them, pays the seller and the commissions.
  mintNfd: { signature: 'mintNfd(pay,string,address,bool)uint64', inner: 8 },
  linkNfdAddress: { signature: 'linkNfdAddress(string,uint64,address)void', inner: 1 },
  unlinkNfdAddress: { signature: 'unlinkNfdAddress(string,uint64,address)void', inner: 1 },
  setAddressPrimaryNfd: { signature: 'setAddressPrimaryNfd(string,uint64,address)void', inner: 0 },
  // Rewrites the name's contract with the registry's current code.
  upgradeNfd: { signature: 'upgradeNfd(string)string', inner: 1 },
  gas: { signature: 'gas()void', inner: 0 },
} as const satisfies Record<string, MethodSpec>

export type NameMethod = keyof typeof NAME_METHODS
export type RegistryMethod = keyof typeof REGISTRY_METHODS
export type MethodName = NameMethod | RegistryMethod

/**
 * What a version 2 name contract is asked by anyone but its owner (the service refuses owner
 * changes until the contract is upgraded): a purchase and an offer.
 */
const TEXT_METHODS: readonly NameMethod[] = ['purchase', 'postOffer']

export function methodsOf(contract: ContractKind, layout: CallLayout): Partial<Record<MethodName, MethodSpec>> {
  if (contract === 'registry') return REGISTRY_METHODS
  if (layout === 'arc4') return NAME_METHODS
  return Object.fromEntries(TEXT_METHODS.map((name) => [name, NAME_METHODS[name]]))
}

/**
 * The layout of a contract version as the name's state gives it ("3.0.2", "2.11"); null for a
 * version the app does not know, which is refused rather than guessed.
 */
export function layoutOf(contract: ContractKind, version: string): CallLayout | null {
  if (contract === 'registry') return 'arc4'
  const major = /^(\d+)\.\d+/.exec(version)?.[1]
  if (major === '3') return 'arc4'
  if (major === '2') return 'text'
  return null
}
