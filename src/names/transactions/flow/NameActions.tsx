/**
 * The actions on a profile: the main ones as buttons (Mint, Claim, Buy, Make offer, Renew) and
 * the owner's management in a Manage menu, only those the abilities allow. Each opens the one
 * transaction dialog with its definition (verification has its own small dialog: no txn).
 */
import { useState } from 'react'
import { Button } from '@/ui/Button'
import { DropdownMenu } from '@/ui/DropdownMenu'
import { useWallet } from '@/wallet/react'
import { ConnectDialog } from '@/wallet/ui/ConnectDialog'
import type { NfdRecord } from '../../api/types'
import { availableActions } from '../registry'
import { useAbilities } from '../useAbilities'
import { NameActionsHost, useActionHost, type HostedDialog } from './NameActionsHost'

type Open = HostedDialog

const menuItem = 'w-full rounded px-3 py-2 text-left text-sm hover:bg-surface-2 focus-visible:bg-surface-2'

function ManageMenu({
  items,
  label,
  onPick,
}: {
  items: { id: Open; label: string }[]
  label: string
  onPick: (id: Open) => void
}) {
  return (
    <DropdownMenu
      label={label}
      buttonProps={{ size: 'md', 'data-testid': 'manage-button' }}
      panelClassName="min-w-52 p-1"
    >
      {(close) => (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={menuItem}
                onClick={() => {
                  close()
                  onPick(item.id)
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </DropdownMenu>
  )
}

interface NameActionsProps {
  record: NfdRecord | null
  name: string
  /** A segment's root, when the page has it: its lock decides who may mint the segment. */
  root?: NfdRecord | null
}

/** The dialogs open in the page's host; on its own (a test, another page) it brings its own. */
export function NameActions(props: NameActionsProps) {
  const host = useActionHost()
  if (host) return <HostedNameActions {...props} open={host.open} />
  return (
    <NameActionsHost name={props.name} record={props.record} root={props.root}>
      <NameActions {...props} />
    </NameActionsHost>
  )
}

function HostedNameActions({ record, name, root, open }: NameActionsProps & { open: (dialog: Open) => void }) {
  const { activeAddress } = useWallet()
  const abilities = useAbilities(name, record, root)
  const [connecting, setConnecting] = useState(false)
  const { main, manage } = availableActions(abilities)
  const menu: { id: Open; label: string }[] = manage.map((a) => ({ id: a.id, label: a.label }))
  if (abilities.canVerify) menu.push({ id: 'verify', label: 'Verify a social or domain' })
  const owner = abilities.canEdit || abilities.canCancelSale || abilities.canList

  if (!activeAddress) {
    // Browsing needs no wallet; acting does: say so and offer to connect right here.
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="actions-connect">
        <p className="text-sm text-muted" data-testid="actions-connect-hint">
          {record === null || record.state === 'forSale' || record.state === 'reserved' || record.state === 'expired'
            ? 'Connect a wallet to buy or mint this name.'
            : 'Connect a wallet to make an offer or manage your names.'}
        </p>
        <Button size="sm" onClick={() => setConnecting(true)}>
          Connect a wallet
        </Button>
        <ConnectDialog open={connecting} onClose={() => setConnecting(false)} />
      </div>
    )
  }

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="name-actions">
      {main.map((action, i) => (
        <Button key={action.id} size="md" variant={i === 0 ? 'gradient' : 'default'} onClick={() => open(action.id)}>
          {action.label}
        </Button>
      ))}
      {menu.length > 0 && <ManageMenu items={menu} label={owner ? 'Manage' : 'More'} onPick={open} />}
    </div>
  )
}
