/** A wait the API asks for, in words a person reads at a glance: "8 s", "2 min", "about 3 hours". */
export function waitInWords(secs: number): string {
  if (!Number.isFinite(secs) || secs <= 0) return 'a moment'
  if (secs < 60) return `${Math.ceil(secs)} s`
  if (secs < 3600) return `${Math.ceil(secs / 60)} min`
  if (secs < 86_400) return `about ${Math.round(secs / 3600)} hour${Math.round(secs / 3600) === 1 ? '' : 's'}`
  return 'more than a day'
}
