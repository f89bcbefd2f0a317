/**
 * Text from the API or the URL, made safe to show: control characters and the invisible
 * direction marks that reorder what follows them are removed (a name cannot pose as another by
 * reversing its letters). Line breaks stay when asked for (a bio keeps its lines).
 */
// C0/C1 controls, bidi embeddings/overrides/isolates, LRM/RLM/ALM, zero-width and BOM.
const CONTROLS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g
const LINE_BREAKS = /[\n\r\t]/g

export function plainText(text: string, { keepLines = false }: { keepLines?: boolean } = {}): string {
  const stripped = text.replace(CONTROLS, '')
  return keepLines ? stripped : stripped.replace(LINE_BREAKS, ' ')
}
