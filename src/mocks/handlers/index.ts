/**
 * Every handler of the mock network, the fault handler first so it can pre-empt the others, and
 * the fixed paths (/nfd/totals) before /nfd/:nameOrID would take them for a name.
 * The algod handlers encode real algosdk models, so they load at the first algod request:
 * pages that only read the API never load algosdk for the mock.
 */
import { getResponse, http } from 'msw'
import { faultHandler } from './faultHandler'
import { analyticsHandlers } from './analytics'
import { apiHandlers } from './api'
import { donationHandlers } from './donations'
import { imageHandlers } from './images'
import { mockAlgodBase } from './mockAlgodBase'
import { statsHandlers } from './stats'

const algod = http.all(`${mockAlgodBase()}/*`, async ({ request }) =>
  getResponse((await import('./algod')).algodHandlers, request),
)

export const handlers = [
  faultHandler,
  ...statsHandlers,
  ...donationHandlers,
  ...apiHandlers,
  algod,
  ...analyticsHandlers,
  ...imageHandlers,
]
