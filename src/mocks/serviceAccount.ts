/**
 * The mock name service's own key: it signs the "s" entries of every group it issues, the way
 * the real service (or its logic sigs) does. Derived from a fixed seed so runs are repeatable.
 */
import algosdk from 'algosdk'

const seed = new TextEncoder().encode('nfd-mock-service-account-seed!!!') // 32 bytes

export const SERVICE_ACCOUNT = algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(seed))
export const SERVICE_ADDRESS = SERVICE_ACCOUNT.addr.toString()
