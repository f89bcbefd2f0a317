/**
 * Upgrade the name's contract when the service says it is too old (403 upgradeRequired): below
 * 2.11 to 2.11, then to 3.x. The first move to 3.x pays one year of renewal to the name's
 * contract, since 3.x names expire.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { formatAlgoAmount } from '@/lib/money'
import { contractUpgrade } from '../../../api/contractUpgrade'
import { contractUpgradeV3 } from '../../../api/contractUpgradeV3'
import { upgradeStepOf } from '../../../core/contractUpgrade'
import { stillReading } from '../../parseInput'
import type { ActionDefinition } from '../../types'
import { listQueries } from '../../../hooks/touchedQueries'
import { nameAppId, nameCall, oracleApps, payNameIntent, registryAppId, registryCall } from '../parties'

const messages = i18n('names/transactions/definitions/upgradeContract/upgradeContract', {
  label: 'Upgrade contract',
  title: params('Upgrade the contract of {name}'),
  summaryV3:
    'Version 3 contracts are the ones the service now changes: names on them expire and are renewed, so the move pays one year of renewal.',
  summary211:
    'Contracts older than 2.11 can no longer be changed by the service: this moves the name to 2.11, at no cost beyond fees.',
  current: 'This contract is already current.',
  gettingPrice: 'Getting the price…',
  renewal: 'One year of renewal',
  v3Done: params('{name} is on the version 3 contract, renewed for a year ({price})'),
  v211Done: params('{name} is on the 2.11 contract: upgrade once more to reach version 3'),
  editProfile: 'Edit profile',
  again: 'Upgrade once more',
})

/** The version the upgrade to 3.x reaches. */
const V3 = '3.0'

export const upgradeContract: ActionDefinition<{ toV3: boolean; renewal: bigint }> = {
  order: 220,
  ability: 'canUpgrade',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Contract',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: (ctx) => (upgradeStepOf(ctx.record) === 'toV3' ? messages.get().summaryV3 : messages.get().summary211),
  requiresTerms: false,
  needsQuote: true,
  fields: () => [],
  initialValues: () => ({}),
  parse(_values, ctx) {
    const step = upgradeStepOf(ctx.record)
    if (!step) return { ok: false, message: messages.get().current }
    if (step === 'to2.11') return { ok: true, value: { toV3: false, renewal: 0n } }
    if (!ctx.quote) return stillReading(messages.get().gettingPrice)
    return { ok: true, value: { toV3: true, renewal: BigInt(ctx.quote.price - ctx.quote.carryCost) } }
  },
  costs: ({ toV3, renewal }) => (toV3 ? [{ label: messages.get().renewal, microalgos: renewal }] : []),
  // The registry rewrites the contract; the move to 3.x then renews it (the contract is 3.x by then).
  intent: ({ toV3, renewal }, ctx) => {
    const upgrade = registryCall(ctx, 'upgradeNfd', [ctx.name], { apps: [nameAppId(ctx)] })
    const renew = nameCall(ctx, 'renew', [], { apps: [registryAppId(ctx), ...oracleApps(ctx)], version: V3 })
    return payNameIntent(ctx, renewal, toV3 ? [upgrade, renew] : [upgrade], { types: ['pay', 'appl'], optIns: [] })
  },
  build: ({ toV3 }, ctx) => (toV3 ? contractUpgradeV3 : contractUpgrade)(ctx.network, ctx.name, { sender: ctx.sender }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ toV3, renewal }, ctx) =>
    toV3
      ? messages.get().v3Done({ name: ctx.name, price: formatAlgoAmount(renewal) })
      : messages.get().v211Done({ name: ctx.name }),
  next: ({ toV3 }) =>
    toV3
      ? [{ kind: 'action', action: 'editProfile', label: messages.get().editProfile }]
      : [{ kind: 'action', action: 'upgradeContract', label: messages.get().again }],
}
