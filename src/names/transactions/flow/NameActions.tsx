/**
 * The actions on a profile: the main ones the abilities allow as buttons (Mint, Claim, Buy, Make
 * offer, Renew); the holder's management in a Manage menu of sections, each refused item saying
 * why, and for anyone else a More menu of what they may do. Each opens the one transaction
 * dialog with its definition (verification has its own small dialog: no txn).
 */
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useId, useState } from 'react'
import { useOnline } from '@/lib/useOnline'
import { Button } from '@/ui/Button'
import { useWallet } from '@/wallet/react'
import { ConnectDialog } from '@/wallet/ui/ConnectDialog'
import type { NfdRecord } from '../../api/types'
import { holderOf } from '../../core/abilities'
import { OWNER_ABILITIES } from '../abilities'
import { upgradeStepOfVersion } from '../../core/contractUpgrade'
import { useAuctionFacts } from '../../hooks/useAuctionFacts'
import { useOnChainName } from '../../hooks/useOnChainName'
import { manageSections } from '../manageSections'
import { availableActions } from '../registry'
import { useAbilitiesWithReasons } from '../useAbilities'
import { ManageMenu } from './ManageMenu'
import { needsConnection } from '../../core/offlineGate'
import { useActionHost, type HostedDialog } from '../../hooks/actionHost'
import { NameActionsHost } from './NameActionsHost'

const messages = i18n('names/transactions/flow/NameActions', {
  connectToBuy: 'Connect a wallet to buy or mint this name.',
  connectToManage: 'Connect a wallet to make an offer or manage your names.',
  connect: 'Connect a wallet',
  manage: 'Manage',
  more: 'More',
})

type Open = HostedDialog

interface NameActionsProps {
  record: NfdRecord | null
  name: string
  /** A segment's root, when the page has it: its lock decides who may mint the segment. */
  root?: NfdRecord | null
}

/** The dialogs open in the page's host; on its own (a test, another page) it brings its own. */
export function NameActions(props: NameActionsProps) {
  const host = useActionHost()
  if (host) return <HostedNameActions {...props} open={host.open} verifyWaiting={host.verifyWaiting} />
  return (
    <NameActionsHost name={props.name} record={props.record} root={props.root}>
      <NameActions {...props} />
    </NameActionsHost>
  )
}

function HostedNameActions({
  record,
  name,
  root,
  open,
  verifyWaiting,
}: NameActionsProps & { open: (dialog: Open) => void; verifyWaiting: number }) {
  const { activeAddress } = useWallet()
  const holder = activeAddress !== null && record !== null && holderOf(record) === activeAddress
  // The chain has the last word on the contract's version: the holder's menu waits on no one
  // (the record's version stands until it answers).
  const chain = useOnChainName(name, { enabled: holder })
  const contractVersion = chain.data ? chain.data.version : undefined
  // An expired name's refused actions say its auction, once the chain says when it ends.
  const auction = useAuctionFacts(record)
  const { abilities, reasons } = useAbilitiesWithReasons(name, record, root, contractVersion, auction)
  const [connecting, setConnecting] = useState(false)
  const { main } = availableActions(abilities)
  const sections = manageSections({ abilities, reasons, holder, ownerOnly: OWNER_ABILITIES, verifyWaiting })
  const version = contractVersion === undefined ? (record?.properties?.internal?.ver ?? null) : contractVersion
  const oldContract = holder && abilities.canUpgrade && upgradeStepOfVersion(version) ? version : null
  const online = useOnline()
  const offlineReason = useId()
  const t = useMessages(messages)

  if (!activeAddress) {
    // Browsing needs no wallet; acting does: say so and offer to connect right here.
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="actions-connect">
        <p className="text-sm text-muted" data-testid="actions-connect-hint">
          {record === null || record.state === 'forSale' || record.state === 'reserved' || record.state === 'expired'
            ? t.connectToBuy
            : t.connectToManage}
        </p>
        <Button size="sm" onClick={() => setConnecting(true)}>
          {t.connect}
        </Button>
        <ConnectDialog open={connecting} onClose={() => setConnecting(false)} />
      </div>
    )
  }

  if (!online) {
    // Every action signs: offline each says why it waits, and none opens.
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="name-actions">
        {main.map((action, i) => (
          <Button
            key={action.id}
            size="md"
            variant={i === 0 ? 'gradient' : 'default'}
            disabled
            aria-describedby={offlineReason}
          >
            {action.label({ inAuction: auction.inAuction })}
          </Button>
        ))}
        <p id={offlineReason} className="text-sm text-muted" data-testid="actions-offline">
          {needsConnection()}
        </p>
      </div>
    )
  }

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="name-actions">
      {main.map((action, i) => (
        <Button key={action.id} size="md" variant={i === 0 ? 'gradient' : 'default'} onClick={() => open(action.id)}>
          {action.label({ inAuction: auction.inAuction })}
        </Button>
      ))}
      {(holder ? sections.length > 0 : sections.some((s) => s.items.some((item) => item.reason === null))) && (
        <ManageMenu sections={sections} label={holder ? t.manage : t.more} oldContract={oldContract} onPick={open} />
      )}
    </div>
  )
}
