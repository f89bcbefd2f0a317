/**
 * One attempt of an action, step by step, reporting to the state machine through `dispatch`:
 * build the group (API) -> check funds -> sign the "u" entries -> merge with the untouched "s"
 * entries -> submit -> wait for confirmation. Every effect is injected, so the order and the
 * failure handling are tested without a network or a wallet.
 */
import type { TxnGroupEntry } from '../../api/txnGroup'
import type { FlowEvent } from './machine'
import { mergeSigned, unsignedIndexes } from './mergeSigned'

export interface PipelineDeps {
  build(): Promise<TxnGroupEntry[]>
  /** Throws (InsufficientFundsError) when the account cannot pay; gives the group's last valid round. */
  inspect(entries: TxnGroupEntry[]): Promise<{ lastValid: bigint }>
  sign(group: Uint8Array[], indexesToSign: number[]): Promise<(Uint8Array | null)[]>
  submit(signed: Uint8Array[]): Promise<string>
  confirm(txId: string): Promise<{ confirmedRound: bigint }>
  /** Persist the pending transaction before waiting: a reload must not lose it. */
  onSubmitted(txId: string, lastValid: bigint): void
  onConfirmed(txId: string, round: number): Promise<void> | void
  isRejection(error: unknown): boolean
  describe(error: unknown): string
  dispatch(event: FlowEvent<never>): void
}

export async function runPipeline(deps: PipelineDeps): Promise<void> {
  let entries: TxnGroupEntry[]
  let lastValid: bigint
  let signed: (Uint8Array | null)[]
  try {
    entries = await deps.build()
    ;({ lastValid } = await deps.inspect(entries))
  } catch (error) {
    deps.dispatch({ type: 'fail', reason: deps.describe(error) })
    return
  }
  try {
    signed = await deps.sign(
      entries.map((e) => e.bytes),
      unsignedIndexes(entries),
    )
  } catch (error) {
    deps.dispatch(deps.isRejection(error) ? { type: 'rejected' } : { type: 'fail', reason: deps.describe(error) })
    return
  }
  try {
    const group = mergeSigned(entries, signed)
    deps.dispatch({ type: 'signed' })
    const txId = await deps.submit(group)
    deps.onSubmitted(txId, lastValid)
    deps.dispatch({ type: 'submitted', txId })
    const { confirmedRound } = await deps.confirm(txId)
    deps.dispatch({ type: 'confirmed', round: Number(confirmedRound) })
    await deps.onConfirmed(txId, Number(confirmedRound))
  } catch (error) {
    deps.dispatch({ type: 'fail', reason: deps.describe(error) })
  }
}
