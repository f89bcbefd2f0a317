/** The two kinds of name contract: a name's own (the NFD instance) and the registry. */
export type ContractKind = 'name' | 'registry'
