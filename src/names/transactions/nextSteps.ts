/**
 * What a user would do next once an action is confirmed, declared by each action beside its
 * other parts and shown on the dialog's Done step. Pure data: the dialog decides how each kind
 * looks, the action only what is offered.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { nameHref } from '../core/nameHref'
import type { ActionId } from '../core/actionId'

const messages = i18n('names/transactions/nextSteps', {
  view: params('View {name}'),
  viewRecipient: 'View the recipient',
  setPrimaryName: 'Set as primary name',
  editProfile: 'Edit profile',
  viewListing: 'View listing',
  seeOffers: 'See your offers',
})

export type NextStep =
  /**
   * Goes on into another action on the same name, in the same dialog. `first`: the action that
   * opens the way when this one is not open yet (a primary name needs a linked address).
   */
  | { kind: 'action'; action: ActionId; label: string; first?: ActionId }
  /** A page of the app. */
  | { kind: 'link'; label: string; to: string }
  /** The name's public link: copy it, or the device's share sheet where there is one. */
  | { kind: 'share'; name: string }
  /** A calendar reminder of the name's expiry (.ics). */
  | { kind: 'reminder'; name: string }

const share = (name: string): NextStep => ({ kind: 'share', name })

/** The page of an address: its names, or the name page when the recipient was named. */
export function viewAccount(address: string, name?: string, label?: string): NextStep {
  const href = name ? nameHref(name) : null
  const t = messages.get()
  return {
    kind: 'link',
    label: label ?? (name ? t.view({ name }) : t.viewRecipient),
    to: href ?? `/address/${address}`,
  }
}

/** A section of the name's page (the id of its heading). */
export function nameSection(name: string, label: string, section: string): NextStep {
  return { kind: 'link', label, to: `${nameHref(name) ?? '/'}#${section}` }
}

/** Your address shows this name; a name with no linked address links yours first. */
export function setPrimaryNameStep(): NextStep {
  return { kind: 'action', action: 'setPrimaryName', label: messages.get().setPrimaryName, first: 'linkAddress' }
}

/** A name that just became yours: make it yours in look, then show it around. */
export function ownedNameSteps(name: string): NextStep[] {
  return [
    { kind: 'action', action: 'editProfile', label: messages.get().editProfile },
    setPrimaryNameStep(),
    share(name),
  ]
}

/** A name now for sale: its listing, and the link to pass on. */
export function listedNameSteps(name: string): NextStep[] {
  return [{ kind: 'link', label: messages.get().viewListing, to: nameHref(name) ?? '/' }, share(name)]
}

/** The profile changed: show it to others. */
export function profileChangedSteps(name: string): NextStep[] {
  return [share(name)]
}

export function seeOffersMade(): NextStep {
  return { kind: 'link', label: messages.get().seeOffers, to: '/my-names#offers-made' }
}

export function renewedSteps(name: string): NextStep[] {
  return [{ kind: 'reminder', name }]
}
