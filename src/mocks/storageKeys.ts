/** Where the mock network keeps its state in the browser; the browser tests write the same keys. */

/** Faults (a JSON array) that apply from the first request of the next load. */
export const FAULTS_STORAGE_KEY = 'mockFaults'
/** The mock chain, kept across a reload of the tab (sessionStorage). */
export const WORLD_STORAGE_KEY = 'mockWorld'
/** The other mock chains' worlds (a JSON array of snapshots), kept beside it. */
export const PARKED_WORLDS_STORAGE_KEY = 'mockWorldsParked'
/** "fixtures": the hand-written fixtures alone, without the generated market (the browser tests' default). */
export const MARKET_STORAGE_KEY = 'mockMarket'
