/**
 * The API's reads, loaded by a query function when it first runs, not with the app: the first
 * render then carries no request code. A failed load rejects like a failed request (a TypeError
 * about fetching) and the query's own retry rule applies; the next call asks for the chunk again.
 */
export function readApi(): Promise<typeof import('./reads')> {
  return import('./reads')
}
