/** Replies shaped like the real services' (goa errors with their headers, algod errors). */
import { HttpResponse } from 'msw'

let errorId = 0

/** The API's error: the goa body, and the same fields as goa-attribute-* headers, as the real API sends them. */
export function goaError(
  status: number,
  name: string,
  message: string,
  opts: { temporary?: boolean; fault?: boolean; headersOnly?: boolean } = {},
) {
  errorId += 1
  const body = {
    name,
    id: `mock-${errorId}`,
    message,
    temporary: opts.temporary ?? false,
    timeout: false,
    fault: opts.fault ?? status >= 500,
  }
  const headers: Record<string, string> = { 'Content-Type': 'application/vnd.goa.error' }
  // A header carries Latin-1 only: a name outside it (an emoji) is percent-encoded there.
  for (const [key, value] of Object.entries(body))
    headers[`goa-attribute-${key}`] = String(value).replace(/[^\x20-\x7e]+/g, (text) => encodeURIComponent(text))
  // Some answers carry the fields in the headers alone (the lookup's 404, suggest's 403).
  if (opts.headersOnly) {
    delete headers['Content-Type']
    return new HttpResponse(null, { status, headers })
  }
  return new HttpResponse(JSON.stringify(body), { status, headers })
}

export function rateLimited(secsRemaining: number) {
  return HttpResponse.json({ limit: 5, secsRemaining }, { status: 429 })
}

/** algod's error body: {"message": ...} */
export function algodError(status: number, message: string) {
  return HttpResponse.json({ message }, { status })
}
