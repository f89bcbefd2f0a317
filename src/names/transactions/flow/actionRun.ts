/**
 * The real effects of one run of an action, for runPipeline: the dialog and a batch of
 * renewals wire the same build, checks, wallet call, pending record, submit and refresh.
 */
import type { QueryClient } from '@tanstack/react-query'
import type * as Algosdk from 'algosdk'
import { isRefusedByNode, submitGroup, waitForConfirmation } from '@/algod/submit'
import { CONFIRMATION_ROUNDS } from '@/config/constants'
import { report } from '@/lib/errorReporter'
import { notify } from '@/ui/notify'
import { isUserCancellation } from '@/wallet/isUserCancellation'
import type { UseWallet } from '@/wallet/react'
import { refreshAfterWrite } from '../../hooks/refreshAfterWrite'
import { checkSigned } from '../check/checkSigned'
import { GroupRefusedError } from '../check/GroupRefusedError'
import { ChainDisagreesError } from '../../core/chainDisagreements'
import { clearPendingTx, savePendingTx } from '../pending/pendingTx'
import { chainPromiseOf } from '../simulate/chainPromise'
import { ChainRefusedError } from '../simulate/ChainRefusedError'
import { checkOnChain } from '../simulate/checkOnChain'
import type { Action } from '../registry'
import type { ActionContext } from '../types'
import { flowErrorMessage } from './flowErrorMessage'
import { withChainFacts } from './withChainFacts'
import { confirmRecipient, type ConfirmedRecipient } from './confirmRecipient'
import { assertOnline } from '../../core/offlineGate'
import { prepareGroup, type PreparedGroup } from './prepareGroup'
import type { PrepareDeps, SubmitDeps } from './runPipeline'

export function prepareDepsOf<Data>(
  definition: Action<Data>,
  data: Data,
  ctx: ActionContext,
): Omit<PrepareDeps<PreparedGroup>, 'dispatch'> {
  // The context the group is requested and checked with: the record, confirmed by the chain.
  let confirmed = ctx
  // A recipient typed as a name, as the chain gives it: the review shows its full address.
  let recipient: ConfirmedRecipient | undefined
  const named = definition.warnings?.(data, ctx).recipient
  return {
    async readChain() {
      assertOnline()
      ;[confirmed, recipient] = await Promise.all([
        withChainFacts(ctx, definition.ability, definition.needsQuote),
        named ? confirmRecipient(ctx.network, named) : undefined,
      ])
    },
    build: () => definition.build(data, confirmed),
    check: async (entries) => ({
      ...(await prepareGroup(ctx.network, ctx.sender, definition.intent(data, confirmed), entries)),
      recipient,
      confirmed,
    }),
    simulate: async (group) => ({
      ...group,
      chain: await checkOnChain({
        net: ctx.network,
        group,
        accounts: [ctx.sender, ...group.alsoSign],
        balanceBefore: group.balance,
        promise: chainPromiseOf(definition.ability, confirmed),
      }),
    }),
    onFailure(error) {
      if (error instanceof GroupRefusedError) report(error, { action: definition.id, name: ctx.name, code: error.code })
      // A service whose record the chain contradicts is buggy or compromised: worth a report.
      if (error instanceof ChainDisagreesError) report(error, { action: definition.id, name: ctx.name, code: 'chain' })
      // Effects the chain says contradict a group our checks passed: the checks missed something.
      if (error instanceof ChainRefusedError && error.kind === 'effects')
        report(error, { action: definition.id, name: ctx.name, code: 'simulate' })
    },
    describe: flowErrorMessage,
  }
}

export interface SubmitRun<Data> {
  sdk: typeof Algosdk
  definition: Action<Data>
  /** The parsed data the group was built from: the success message reads it. */
  data: Data | undefined
  ctx: ActionContext
  group: PreparedGroup
  sign: UseWallet['signTransactions']
  /** Aborting stops waiting for the wallet. */
  signal: AbortSignal
  queryClient: QueryClient
  /** Whether a dialog still shows this run (its Done step says the outcome); otherwise a toast does. */
  shown?: () => boolean
}

export function submitDepsOf<Data>(run: SubmitRun<Data>): Omit<SubmitDeps, 'dispatch'> {
  const { sdk, definition, data, ctx, group, queryClient } = run
  const net = ctx.network
  const indexes = group.signers.flatMap((signer, i) => (signer ? [i] : []))
  return {
    sign: () =>
      run.sign(
        group.entries.map((e) => e.bytes),
        indexes,
        { alsoSign: group.alsoSign, signal: run.signal },
      ),
    verifySigned: (answers) =>
      checkSigned(sdk, {
        entries: group.entries,
        answers,
        authAddresses: group.authAddresses,
      }),
    savePending: () =>
      savePendingTx({
        txId: group.txId,
        network: net.id,
        name: ctx.name,
        label: definition.title(ctx),
        lastValid: group.lastValid.toString(),
        submittedAt: Date.now(),
      }),
    onSubmitRefused(error) {
      if (isRefusedByNode(error)) clearPendingTx(group.txId)
    },
    submit: (signed) => submitGroup(net, signed),
    confirm: (txId) => waitForConfirmation(net, txId, CONFIRMATION_ROUNDS),
    // Runs even if the dialog was closed meanwhile: the page refreshes, and a toast tells what the dialog cannot.
    async onConfirmed(txId) {
      clearPendingTx(txId)
      if (data !== undefined && !run.shown?.()) notify.success(definition.success(data, ctx))
      // Past the API's cache, and while a fresh mint settles: the page shows the new state at once.
      await refreshAfterWrite(queryClient, net, ctx.name, definition.invalidates(ctx), {
        minted: definition.id === 'mint',
      })
    },
    isRejection: isUserCancellation,
    describe: flowErrorMessage,
  }
}
