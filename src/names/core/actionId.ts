/**
 * An action's id: a key of the registry's ACTIONS (registry.ts), so a mistyped id does not
 * compile. The registry fills this interface in (module augmentation, as TanStack Router's
 * `Register` does): the types that name an action (next steps, the Manage menu) read its ids here
 * without importing the registry, which imports every definition that uses them.
 */
/** @public filled in by registry.ts, not imported */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members are the registry's
export interface ActionRegistry {}

export type ActionId = keyof ActionRegistry
