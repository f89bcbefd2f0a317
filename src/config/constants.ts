/** Business constants (limits, fees, timings), in one place. */
export const APP_VERSION = '2.12'
export const APP_NAME = 'NFD'
export const MICROALGOS_PER_ALGO = 1_000_000
export const MAX_NAME_LENGTH = 32
export const MAX_PART_LENGTH = 27
export const CHUNK_SIZE = 20
export const NFT_MAX_UNITS = 10_000
/** The most assets of one account whose parameters are read (one algod request each). */
export const HOLDINGS_MAX_ASSETS = 200
export const CONFIRMATION_ROUNDS = 4
export const TRACES_SAMPLE_RATE = 0.25
/** How long the pointer rests on a link before its page's data is fetched: a sweep across a grid asks for nothing. */
export const HOVER_INTENT_MS = 100
export const QUERY_RETRIES = 3
/** The longest a read (API or algod) may take before the page shows an error with Retry. */
export const READ_TIMEOUT_MS = 15_000
/** How often an open, visible app checks the watched names and the offers to the user's names. */
export const WATCH_INTERVAL_MS = 120_000
/** The longest a profile's app start waits for the early script to paint the banner. */
export const EARLY_PAINT_WAIT_MS = 2_500
/** Building a transaction group or submitting it: the service does more work than for a read. */
export const WRITE_TIMEOUT_MS = 30_000
/** Waiting for a submitted group to land (CONFIRMATION_ROUNDS of about 3 s each, with room). */
export const CONFIRM_TIMEOUT_MS = 60_000
/** The longest 429 wait done silently, for reads and writes; a longer one is told to the user. */
export const RATE_LIMIT_MAX_WAIT_S = 10
export const WALLET_RESTORE_DELAY_MS = 500
/** How long a wallet's own disconnect may take: the app has forgotten the session already. */
export const WALLET_DISCONNECT_TIMEOUT_MS = 10_000
export const TOASTS_KEPT = 20
export const TOAST_DURATION_MS = { success: 2000, error: 4000, blank: 4000, custom: 4000 } as const
export const SHARE_HASHTAG = 'NFDomains'
export const SHARE_VIA = 'NFDomains'
/** Where shared profile links point: the marketplace host. */
export const MARKETPLACE_HOST = 'https://app.nf.domains'
/** The NFD terms of service a buyer accepts before minting, buying or claiming. */
export const TERMS_URL = `${MARKETPLACE_HOST}/terms`
/** The name service refuses an uploaded avatar or banner of this size or more (imageTooLarge). */
export const IMAGE_UPLOAD_MAX_BYTES = 10_000_000
/** The size an upload is cropped to: a square avatar, a 3:1 banner. */
export const IMAGE_SLOT_SIZE = { avatar: { width: 512, height: 512 }, banner: { width: 1500, height: 500 } } as const
