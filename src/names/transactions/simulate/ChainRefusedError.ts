import { AppError } from '@/lib/AppError'

/**
 * The chain, running the group before anything is signed, refuses it: the contract would stop
 * ('contract'), or what it would do contradicts what the action promised ('effects'). The
 * message is a full sentence with the next step where there is one.
 */
export class ChainRefusedError extends AppError {
  constructor(
    readonly kind: 'contract' | 'effects',
    message: string,
  ) {
    super(message)
    this.name = 'ChainRefusedError'
  }
}
