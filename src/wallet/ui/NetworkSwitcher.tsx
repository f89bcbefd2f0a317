/** Picks the active network among the ones this build offers. */
import { useId } from 'react'
import { isNetworkId } from '@/config/networks'
import { notify } from '@/ui/notify'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useNetwork } from '../react'

const messages = i18n('wallet/ui/NetworkSwitcher', {
  network: 'Network',
})

/** A switch hardly ever fails: the words for it are not in the first load. */
async function switchFailed(error: unknown): Promise<void> {
  const { walletErrorMessage } = await import('./walletErrorMessage')
  notify.error(walletErrorMessage('Switching network', error))
}

export function NetworkSwitcher() {
  const t = useMessages(messages)
  const { network, networks, setNetwork } = useNetwork()
  const id = useId()
  return (
    <div className="flex items-center gap-1 text-sm">
      <label htmlFor={id} className="sr-only">
        {t.network}
      </label>
      <select
        id={id}
        value={network.id}
        disabled={networks.length < 2}
        onChange={(e) => {
          const next = e.target.value
          if (isNetworkId(next)) setNetwork(next).catch(switchFailed)
        }}
        className="h-8 rounded-lg border border-line bg-surface px-2 text-fg"
      >
        {networks.map((n) => (
          <option key={n} value={n} translate="no">
            {n}
          </option>
        ))}
      </select>
    </div>
  )
}
