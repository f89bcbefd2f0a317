/** Every handler of the mock network, the fault handler first so it can pre-empt the others. */
import { faultHandler } from '../faults'
import { algodHandlers } from './algod'
import { analyticsHandlers } from './analytics'
import { apiHandlers } from './api'
import { imageHandlers } from './images'

export const handlers = [faultHandler, ...apiHandlers, ...algodHandlers, ...analyticsHandlers, ...imageHandlers]
