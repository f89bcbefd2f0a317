import type { NfdRecord } from '../api/types'

/** A root's number of segments (`i.segmentCount`, a string of digits); null when the record does not say. */
export function segmentCountOf(record: NfdRecord): number | null {
  const text = record.properties?.internal?.segmentCount
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : null
}
