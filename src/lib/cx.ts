/**
 * Class joining without conflict resolution: the classes as given, falsy ones dropped. For
 * components whose classes never conflict; it keeps tailwind-merge's merger (8 kB gzip, its config
 * built on the first call) out of the first load. Where a later class must win, use `cn`.
 *
 * From the package's es5 entry on purpose: that is a module apart from the one `cn` imports, and
 * the build puts a module in one chunk whole, so the main entry's `twJoin` would take `twMerge`
 * with it into the boot chunk.
 */
import { twJoin } from 'tailwind-merge/es5'
import type { ClassValue } from './cn'

export const cx: (...classes: ClassValue[]) => string = twJoin
