/**
 * The IPFS content id of bytes stored as one raw block: CIDv1, codec raw (0x55), sha2-256, base32
 * ("bafkrei…"). Computed here, it checks the address a service says it stored an upload under.
 * Synchronous (a hash, no I/O), so a definition's intent can name the exact value. Pure.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { CID } from 'multiformats/cid'
import * as Digest from 'multiformats/hashes/digest'

const RAW = 0x55
const SHA2_256 = 0x12

export function rawContentId(bytes: Uint8Array): string {
  return CID.createV1(RAW, Digest.create(SHA2_256, sha256(bytes))).toString()
}
