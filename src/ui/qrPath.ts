/**
 * A QR code as one SVG path (a unit square per dark module), so it renders as plain markup:
 * no inline style, no data URL, nothing the CSP must allow. Error correction M, the version
 * the text needs. Imported only by lazy chunks (the pairing dialog, the payment request).
 */
import qrcode from 'qrcode-generator'

export interface QrPath {
  /** Modules per side. */
  size: number
  d: string
}

export function qrPath(text: string): QrPath {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const size = qr.getModuleCount()
  const parts: string[] = []
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (qr.isDark(row, col)) parts.push(`M${col} ${row}h1v1h-1z`)
  }
  return { size, d: parts.join('') }
}
