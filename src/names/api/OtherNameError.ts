/**
 * The name service answered a request for one name with the record of another (its own
 * description's example does: `abc123` for abc123.algo). Nothing is taken from such a reply: no
 * later request, stored entry or check may run on a name the user did not ask for.
 */
import { AppError } from '@/lib/AppError'
import { i18n, params } from '@/lib/i18n/i18n'

const messages = i18n('names/api/OtherNameError', {
  other: params('The name service answered with the record of “{answered}” when asked for {asked}: it was not used.'),
})

export class OtherNameError extends AppError {
  constructor(
    readonly asked: string,
    readonly answered: string,
  ) {
    super(messages.get().other({ asked, answered }))
    this.name = 'OtherNameError'
  }
}
