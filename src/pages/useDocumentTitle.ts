import { useEffect } from 'react'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useNetwork } from '@/wallet/react'
import { appTitle } from '../config/appTitle'

const messages = i18n('pages/useDocumentTitle', { title: params('{page} · {app}') })

/** Sets document.title to "Page · NFD testnet" (or the app title alone) for the active network. */
export function useDocumentTitle(page?: string): void {
  const { network } = useNetwork()
  const t = useMessages(messages)
  useEffect(() => {
    const app = appTitle(network.id)
    document.title = page ? t.title({ page, app }) : app
  }, [network.id, page, t])
}
