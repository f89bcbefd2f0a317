/**
 * WalletConnect's pairing link: a QR code to scan with the phone's wallet, and "Copy link" for
 * a wallet on this device. It closes by itself when the wallet approves the session; closing it
 * (Cancel, Escape) cancels the connect.
 */
import { useMemo } from 'react'
import { Dialog } from '@/ui/Dialog'
import { Button } from '@/ui/Button'
import { notify } from '@/ui/notify'
import { logger } from '@/lib/logger'
import { qrPath } from './qrPath'

/** Light modules around the code, as the QR spec asks, so scanners find its edges. */
const QUIET_ZONE = 4

export default function PairingDialog({ uri, onCancel }: { uri: string; onCancel: () => void }) {
  const qr = useMemo(() => qrPath(uri), [uri])
  const side = qr.size + 2 * QUIET_ZONE

  async function copy() {
    try {
      await navigator.clipboard.writeText(uri)
      notify.success('Link copied')
    } catch (error) {
      logger.warn('Copying the pairing link failed', error)
      notify.error('Could not copy the link')
    }
  }

  return (
    <Dialog
      open
      onClose={onCancel}
      title="Scan with your wallet"
      description="Open a WalletConnect-compatible wallet on your phone and scan this code, or copy the link."
    >
      <svg
        role="img"
        aria-label="QR code of the pairing link"
        data-testid="pairing-qr"
        viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
        shapeRendering="crispEdges"
        className="mx-auto h-64 w-64 rounded bg-white"
      >
        <path d={qr.d} fill="#000" />
      </svg>
      <div className="mt-4 flex justify-end gap-2">
        <Button size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" variant="primary" onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
    </Dialog>
  )
}
