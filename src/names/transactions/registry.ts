/**
 * Every transaction action, named once: each definition in definitions/ is gathered here, its
 * export's name being its id (as ENS app v3 derives its transaction names from its registry), and
 * its `order` its place on the profile. Adding an action is adding its definition.
 */
import type { Abilities } from '../core/abilities'
import type { ActionDefinition } from './types'

const MODULES = import.meta.glob<Record<string, unknown>>(['./definitions/*.ts', '!./definitions/*.test.ts'], {
  eager: true,
})

const isDefinition = (value: unknown): value is ActionDefinition =>
  typeof value === 'object' && value !== null && 'order' in value && 'build' in value && 'ability' in value

/** An action's id: the name its definition is exported under. */
export type ActionId = string

/** A definition with the id the registry gives it. */
export type Action<Data = unknown> = ActionDefinition<Data> & { readonly id: ActionId }

const BY_DEFINITION = new Map<unknown, Action>(
  Object.values(MODULES).flatMap((exports) =>
    Object.entries(exports).flatMap(([id, value]) => (isDefinition(value) ? [[value, { ...value, id }] as const] : [])),
  ),
)

export const ACTIONS: readonly Action[] = [...BY_DEFINITION.values()].sort((a, b) => a.order - b.order)

/** The action (the same object every time: effects may depend on it). */
export function actionById(id: ActionId): Action {
  const found = ACTIONS.find((a) => a.id === id)
  if (!found) throw new Error(`Unknown action: ${id}`)
  return found
}

/** The registry's action for a definition, with the definition's own data type. */
export function actionFor<Data>(definition: ActionDefinition<Data>): Action<Data> {
  const found = BY_DEFINITION.get(definition)
  if (!found) throw new Error(`Not in the registry: ${definition.label}`)
  // Made from this very definition: its data is Data.
  return found as Action<Data>
}

/** The actions the abilities allow, split into the main buttons and the Manage menu. */
export function availableActions(abilities: Abilities): { main: Action[]; manage: Action[] } {
  const allowed = ACTIONS.filter((a) => abilities[a.ability])
  return { main: allowed.filter((a) => a.group === 'main'), manage: allowed.filter((a) => a.group === 'manage') }
}
