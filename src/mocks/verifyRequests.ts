/**
 * The mock name service's waiting verification challenges: one per name and field at a time (a
 * second request is refused while one waits), each forgotten after MOCK_VERIFY_LIFETIME_MS, as
 * the real service lets a challenge lapse. Confirming one it forgot is a 404.
 */
import type { VerifyRequest, World } from './world'

/** Shorter than the app keeps a challenge, so "the service forgot it" is a path the app meets. */
export const MOCK_VERIFY_LIFETIME_MS = 60 * 60 * 1000

/** Forgets the challenges that have lapsed by `now`. A snapshot from before lapses existed keeps its own. */
function forgetLapsed(world: World, now: number): void {
  for (const [id, request] of world.verifyRequests) {
    if (request.requestedAt !== undefined && now - request.requestedAt >= MOCK_VERIFY_LIFETIME_MS)
      world.verifyRequests.delete(id)
  }
}

/** The challenge waiting for this name and field, if the service still has it. */
export function waitingVerifyRequest(world: World, name: string, field: string, now = Date.now()) {
  forgetLapsed(world, now)
  return [...world.verifyRequests.values()].find((r) => r.name === name && r.field === field)
}

/** The challenge with this id, if the service still has it. */
export function verifyRequestById(world: World, id: string, now = Date.now()): VerifyRequest | undefined {
  forgetLapsed(world, now)
  return world.verifyRequests.get(id)
}

/** Makes every challenge of `name` lapse now (the browser tests' way to skip an hour). */
export function lapseVerifyRequests(world: World, name: string): void {
  for (const [id, request] of world.verifyRequests) if (request.name === name) world.verifyRequests.delete(id)
}
