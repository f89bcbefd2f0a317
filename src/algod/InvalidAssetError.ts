import { AppError } from '@/lib/AppError'

/** An id or parameters that are no asset we can show: told by its class, shown in the app's words. */
export class InvalidAssetError extends AppError {
  constructor() {
    super('Invalid Input: Invalid Asset')
    this.name = 'InvalidAssetError'
  }
}
