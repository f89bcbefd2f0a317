/**
 * WalletConnect's pairing link: a QR code to scan with the phone's wallet, and "Copy link" for
 * a wallet on this device. It closes by itself when the wallet approves the session; closing it
 * (Cancel, Escape) cancels the connect.
 */
import { Dialog } from '@/ui/Dialog'
import { Button } from '@/ui/Button'
import { copyText } from '@/ui/copyText'
import { QrCode } from '@/ui/QrCode'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('wallet/ui/PairingDialog', {
  title: 'Scan with your wallet',
  description: 'Open a WalletConnect-compatible wallet on your phone and scan this code, or copy the link.',
  qrLabel: 'QR code of the pairing link',
  cancel: 'Cancel',
  copyLink: 'Copy link',
})

export default function PairingDialog({ uri, onCancel }: { uri: string; onCancel: () => void }) {
  const t = useMessages(messages)
  return (
    <Dialog open onClose={onCancel} title={t.title} description={t.description}>
      <QrCode text={uri} label={t.qrLabel} testId="pairing-qr" className="mx-auto h-64 w-64" />
      <div className="mt-4 flex justify-end gap-2">
        <Button size="sm" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button size="sm" variant="primary" onClick={() => void copyText(uri, 'Link')}>
          {t.copyLink}
        </Button>
      </div>
    </Dialog>
  )
}
