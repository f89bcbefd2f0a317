/**
 * A value put into a `params` message as it is: the library fills placeholders with
 * String.replace, which reads `$&`, `$'` and `` $` `` in the value as patterns. Text that comes
 * from the network (a note, a field's value, a name) must reach the screen unchanged.
 */
export function literal(value: string | number | bigint): string {
  return String(value).replaceAll('$', '$$$$')
}
