/** The Spanish catalogue: one file per part of the app, merged into one chunk loaded on demand. */
const parts = import.meta.glob<Record<string, unknown>>('./es/*.json', { eager: true, import: 'default' })

export const catalog: Record<string, unknown> = Object.assign({}, ...Object.values(parts))
