/**
 * Words the mnemonic dialog starts with: the mock build's start-up sets the test account's, so the
 * wallet code never imports mock data. Empty everywhere else.
 */
let prefill = ''

export function setMnemonicPrefill(words: string): void {
  prefill = words
}

export function mnemonicPrefill(): string {
  return prefill
}
