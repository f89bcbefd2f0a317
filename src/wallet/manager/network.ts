import type { NetworkId, WalletId } from '@/config/networks'
import { logger } from '@/lib/logger'
import { CHAIN_BOUND_WALLETS } from '../registry'
import type { AdapterSlots } from './adapterSlots'
import type { ManagerContext } from './context'

/** Switches the active network: the wallets that cannot follow are dropped and told so. */
export function createSetNetwork(ctx: ManagerContext, slots: AdapterSlots): (id: NetworkId) => Promise<void> {
  const { store } = ctx
  return async function setNetwork(id) {
    if (!ctx.networks.includes(id)) throw new Error(`Network not configured: ${id}`)
    if (id === store.getState().activeNetwork) return
    const supported = ctx.configs[id].wallets
    const dropped = (Object.keys(store.getState().wallets) as WalletId[]).filter(
      (w) => !supported.includes(w) || CHAIN_BOUND_WALLETS.has(w),
    )
    // Dropped: a wallet the new network lacks, and a session bound to the old chain (it could
    // not sign on the new one). Their adapters are taken before the switch (bound to the old
    // network) and told to disconnect in the background: a wallet that never answers must not
    // hold the switch. Here they are forgotten at once, in the same write as the new network.
    const ending = dropped.map((w) =>
      slots.slot(w).then(
        (slot) => slot.adapter,
        (error: unknown) => {
          logger.warn(`Disconnecting ${w} failed`, error)
          return null
        },
      ),
    )
    ctx.adapters = new Map()
    store.setState((s) => {
      const wallets = { ...s.wallets }
      for (const w of dropped) delete wallets[w]
      const activeWallet = s.activeWallet && dropped.includes(s.activeWallet) ? null : s.activeWallet
      return { wallets, activeWallet, activeNetwork: id }
    })
    dropped.forEach((w, i) => void ending[i]!.then((adapter) => slots.endSession(w, adapter)))
  }
}
