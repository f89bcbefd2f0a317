/**
 * A typed name's problem in words a user can act on. Apart from the rules (validation.ts): the
 * search box checks every keystroke from the first render, but words only an invalid input.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import type { NameInputProblem } from './validation'

const messages = i18n('names/core/nameInputMessage', {
  empty: 'Enter a name.',
  space: 'A space is not allowed: use only letters a–z and digits 0–9.',
  whitespace: 'A whitespace character is not allowed: use only letters a–z and digits 0–9.',
  character: params('The character "{char}" is not allowed: use only letters a–z and digits 0–9.'),
  emptyPart: 'A name cannot have an empty part: check for a leading, trailing or double dot.',
  oneSegment: 'Only one segment is allowed, as in segment.name.algo.',
  longPart: params('"{part}" is {length} characters long: each part can have at most {max}.'),
  tooLong: params('Name too long: at most {max} characters including .algo (this one has {length}).'),
})

export function nameInputMessage(problem: NameInputProblem): string {
  const t = messages.get()
  switch (problem.kind) {
    case 'character':
      return t.character({ char: problem.char })
    case 'longPart':
      return t.longPart({ part: problem.part, length: problem.length, max: problem.max })
    case 'tooLong':
      return t.tooLong({ max: problem.max, length: problem.length })
    default:
      return t[problem.kind]
  }
}
