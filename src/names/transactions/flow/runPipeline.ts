/**
 * One attempt of an action in two halves, reporting to the state machine through `dispatch`.
 * prepare: read the name's facts from the chain (refusing a record that disagrees) -> build the
 * group (API) -> check it against the intent and the account's funds -> the chain runs it
 * (simulate); the dialog then shows what the checked group takes. signAndSubmit, once the user agreed: sign
 * the "u" entries -> check the wallet's answer -> save the pending transaction -> submit ->
 * wait for confirmation. Every effect is injected, so the order and the failure handling are
 * tested without a network or a wallet.
 */
import type { TxnGroupEntry } from '../../api/txnGroup'
import type { FlowEvent } from './machine'

export interface PrepareDeps<G> {
  /** Reads what the group depends on from the chain; throws where the API's record disagrees, before anything is requested. */
  readChain(): Promise<void>
  build(): Promise<TxnGroupEntry[]>
  /** Refuses (throws) a group the action did not declare, or one the account cannot pay for. */
  check(entries: TxnGroupEntry[]): Promise<G>
  /**
   * The chain runs the checked group (simulate): throws where it would refuse or where the fees
   * exceed the budget its need sets, else gives the group with what it will do. Never skipped:
   * the fee rule is decided here.
   */
  simulate(group: G): Promise<G>
  /** Hears every failure, build errors included; a refused group is worth a report (a buggy or compromised service). */
  onFailure(error: unknown): void
  describe(error: unknown): string
  dispatch(event: FlowEvent<never, G>): void
}

export async function prepare<G>(deps: PrepareDeps<G>): Promise<void> {
  try {
    await deps.readChain()
    const checked = await deps.check(await deps.build())
    deps.dispatch({ type: 'simulating' })
    deps.dispatch({ type: 'prepared', group: await deps.simulate(checked) })
  } catch (error) {
    deps.onFailure(error)
    deps.dispatch({ type: 'fail', reason: deps.describe(error) })
  }
}

export interface SubmitDeps {
  sign(): Promise<(Uint8Array | null)[]>
  /** Throws unless each answer is the transaction asked, signed by the expected key; gives the group to submit. */
  verifySigned(answers: (Uint8Array | null)[]): Uint8Array[]
  /** Saved before the group is sent: a tab closed while submitting still learns how it ended. */
  savePending(): void
  /** algod refused the group for certain: it will never go through, so nothing is pending. */
  onSubmitRefused(error: unknown): void
  submit(signed: Uint8Array[]): Promise<string>
  confirm(txId: string): Promise<{ confirmedRound: bigint }>
  onConfirmed(txId: string, round: number): Promise<void> | void
  isRejection(error: unknown): boolean
  describe(error: unknown): string
  dispatch(event: FlowEvent<never, never>): void
}

export async function signAndSubmit(deps: SubmitDeps): Promise<void> {
  let answers: (Uint8Array | null)[]
  try {
    answers = await deps.sign()
  } catch (error) {
    deps.dispatch(deps.isRejection(error) ? { type: 'rejected' } : { type: 'fail', reason: deps.describe(error) })
    return
  }
  let group: Uint8Array[]
  try {
    group = deps.verifySigned(answers)
  } catch (error) {
    deps.dispatch({ type: 'fail', reason: deps.describe(error) })
    return
  }
  deps.savePending()
  deps.dispatch({ type: 'signed' })
  let txId: string
  try {
    txId = await deps.submit(group)
  } catch (error) {
    deps.onSubmitRefused(error)
    deps.dispatch({ type: 'fail', reason: deps.describe(error) })
    return
  }
  try {
    deps.dispatch({ type: 'submitted', txId })
    const { confirmedRound } = await deps.confirm(txId)
    deps.dispatch({ type: 'confirmed', round: Number(confirmedRound) })
    await deps.onConfirmed(txId, Number(confirmedRound))
  } catch (error) {
    deps.dispatch({ type: 'fail', reason: deps.describe(error) })
  }
}
