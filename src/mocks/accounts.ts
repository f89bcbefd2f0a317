/**
 * Throwaway test accounts of the mock network. They hold nothing anywhere real; the
 * mnemonic wallet (mock build and tests only) signs with them.
 */
export const TEST_ACCOUNT = {
  address: '3XXDT4JC5TO2MTUR5OTSMZBONL3I47GLWAB2BAQIQNKQITPH44HLA2XBZ4',
  mnemonic:
    'scene during stuff lens health august cushion syrup jungle tourist mixture either still habit toilet humble slender good enhance twin certain rigid march ability voyage',
} as const

export const OTHER_ACCOUNT = {
  address: 'U65ZQAYWI7DEXCMV3PBNHJ3T4HMO37LR4VWRS7FW744XB3VI663Y2JNE2Q',
  mnemonic:
    'pudding scrap stone sniff stock add weasel evidence own daring tooth border kind beach foam misery observe inspire aisle slight orbit romance reopen absorb mule',
} as const

export const THIRD_ACCOUNT = {
  address: 'FH7IVJJNRNYERPZIGHFRHODSXJQQF57QJT3TIQZRHIZSMFNBRDT54AFAWA',
  mnemonic:
    'stamp judge horn cliff video fiscal faith design secret nuclear soup nuclear priority ostrich delay adult scene gap year good multiply myself various ability antique',
} as const

/** Holds the generated portfolio of 5,000 names (src/mocks/fixtures/ownedNames.ts). */
export const WHALE_ACCOUNT = {
  address: 'WYMJ3J36BOWF7WUYLALU5MIW4DCCID566HBC5PXRNXHUTK7GOX2OS2TFJI',
  mnemonic:
    'casino purity found arrange rough sauce upgrade detect meadow route supreme save range enemy charge uncover idea either mimic human pear winner rose absorb fitness',
} as const

/** Holds a generated portfolio of 10 names: the benchmark's small case beside the whale. */
export const SMALL_HOLDER_ACCOUNT = {
  address: 'X3NINPHYZPUAPPELYPARK6FZKUS7YX3SNJMISJSX7ZUT2TE5Y4L7DGQVYI',
  mnemonic:
    'roof stairs empower also wonder inch enter dry zone option athlete breeze soldier trade label jeans report uniform crumble start barrel milk mirror about zoo',
} as const
