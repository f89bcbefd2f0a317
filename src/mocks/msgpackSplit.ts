/**
 * algod receives a group as its signed transactions' msgpack concatenated. This finds where
 * each top-level value ends, without decoding, so each can be decoded on its own.
 */
function lengthAt(bytes: Uint8Array, at: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const type = bytes[at]
  if (type === undefined) throw new Error('msgpack: truncated')
  const items = (count: number, headerSize: number): number => {
    let end = at + headerSize
    for (let i = 0; i < count; i += 1) end += lengthAt(bytes, end)
    return end - at
  }
  if (type <= 0x7f || type >= 0xe0) return 1 // fixints
  if (type <= 0x8f) return items((type & 0x0f) * 2, 1) // fixmap
  if (type <= 0x9f) return items(type & 0x0f, 1) // fixarray
  if (type <= 0xbf) return 1 + (type & 0x1f) // fixstr
  switch (type) {
    case 0xc0:
    case 0xc2:
    case 0xc3:
      return 1
    case 0xc4:
    case 0xd9:
      return 2 + view.getUint8(at + 1)
    case 0xc5:
    case 0xda:
      return 3 + view.getUint16(at + 1)
    case 0xc6:
    case 0xdb:
      return 5 + view.getUint32(at + 1)
    case 0xc7:
      return 3 + view.getUint8(at + 1)
    case 0xc8:
      return 4 + view.getUint16(at + 1)
    case 0xc9:
      return 6 + view.getUint32(at + 1)
    case 0xca:
    case 0xce:
    case 0xd2:
      return 5
    case 0xcb:
    case 0xcf:
    case 0xd3:
      return 9
    case 0xcc:
    case 0xd0:
      return 2
    case 0xcd:
    case 0xd1:
      return 3
    case 0xd4:
      return 3
    case 0xd5:
      return 4
    case 0xd6:
      return 6
    case 0xd7:
      return 10
    case 0xd8:
      return 18
    case 0xdc:
      return items(view.getUint16(at + 1), 3)
    case 0xdd:
      return items(view.getUint32(at + 1), 5)
    case 0xde:
      return items(view.getUint16(at + 1) * 2, 3)
    case 0xdf:
      return items(view.getUint32(at + 1) * 2, 5)
    default:
      throw new Error(`msgpack: unknown type byte 0x${type.toString(16)}`)
  }
}

export function splitMsgpackConcat(bytes: Uint8Array): Uint8Array[] {
  const parts: Uint8Array[] = []
  for (let at = 0; at < bytes.length;) {
    const length = lengthAt(bytes, at)
    if (at + length > bytes.length) throw new Error('msgpack: truncated')
    parts.push(bytes.slice(at, at + length))
    at += length
  }
  return parts
}
