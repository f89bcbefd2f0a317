/** Picks the active network among the ones this build offers. */
import { useId } from 'react'
import { isNetworkId } from '@/config/networks'
import { notify } from '@/ui/notify'
import { useNetwork } from '../react'
import { walletErrorMessage } from './walletErrorMessage'

export function NetworkSwitcher() {
  const { network, networks, setNetwork } = useNetwork()
  const id = useId()
  return (
    <div className="flex items-center gap-1 text-sm">
      <label htmlFor={id} className="sr-only">
        Network
      </label>
      <select
        id={id}
        value={network.id}
        disabled={networks.length < 2}
        onChange={(e) => {
          const next = e.target.value
          if (isNetworkId(next))
            setNetwork(next).catch((error: unknown) => notify.error(walletErrorMessage('Switching network', error)))
        }}
        className="h-8 rounded-lg border border-line bg-surface px-2 text-fg"
      >
        {networks.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  )
}
