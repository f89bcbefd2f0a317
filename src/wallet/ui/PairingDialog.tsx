/**
 * WalletConnect's pairing link: a QR code to scan with the phone's wallet, and "Copy link" for
 * a wallet on this device. It closes by itself when the wallet approves the session; closing it
 * (Cancel, Escape) cancels the connect.
 */
import { Dialog } from '@/ui/Dialog'
import { Button } from '@/ui/Button'
import { copyText } from '@/ui/copyText'
import { QrCode } from '@/ui/QrCode'

export default function PairingDialog({ uri, onCancel }: { uri: string; onCancel: () => void }) {
  return (
    <Dialog
      open
      onClose={onCancel}
      title="Scan with your wallet"
      description="Open a WalletConnect-compatible wallet on your phone and scan this code, or copy the link."
    >
      <QrCode text={uri} label="QR code of the pairing link" testId="pairing-qr" className="mx-auto h-64 w-64" />
      <div className="mt-4 flex justify-end gap-2">
        <Button size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" variant="primary" onClick={() => void copyText(uri, 'Link')}>
          Copy link
        </Button>
      </div>
    </Dialog>
  )
}
