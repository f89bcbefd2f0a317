import { algodServerFor } from '@/algod/client'
import { NETWORKS } from '@/config/networks'

/** The mock algod's base URL, as the app's algod client sees it. */
export function mockAlgodBase(): string {
  const { server, port } = algodServerFor(NETWORKS.mock)
  return `${server}${port ? `:${port}` : ''}`
}
