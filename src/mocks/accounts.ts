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
