/** The mock network for vitest (msw/node). Tests: server.listen() / resetMockNetwork() / server.close(). */
import { setupServer } from 'msw/node'
import { clearFaults } from './faults'
import { pageViews } from './handlers/analytics'
import { handlers } from './handlers'
import { forgetParkedWorlds } from './mockNetworkSwitch'
import { resetWorld } from './world'

export const server = setupServer(...handlers)

export function resetMockNetwork(): void {
  server.resetHandlers()
  clearFaults()
  forgetParkedWorlds()
  resetWorld()
  pageViews.length = 0
}
