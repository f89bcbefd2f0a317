/**
 * The mock name service's own account: it signs the "s" entries of every group it issues, the
 * way the real service (or its logic sigs) does. Derived from a fixed seed so runs are
 * repeatable. The address is written out (serviceAccount.test.ts checks it against the seed) so
 * the mock's read paths never load algosdk; only signing (signAsService.ts) uses the seed.
 */
export const SERVICE_SEED = new TextEncoder().encode('nfd-mock-service-account-seed!!!') // 32 bytes

export const SERVICE_ADDRESS = 'WJHZAJS6MLIMSFVIOFFOO7M2PPSEQ7AQ55Y75VFKMZYHNLHZBRVKKNXBVM'
