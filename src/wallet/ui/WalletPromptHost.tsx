/** Renders the first open wallet prompt (walletPrompts.ts) in the app's own dialog. */
import { lazy, Suspense } from 'react'
import { useStore } from 'zustand'
import type { WalletPrompts } from '../walletPrompts'

// The mnemonic wallet's prompts: in the mock build and tests only. The condition is replaced at
// build time, so production bundles do not contain these chunks.
const mnemonicWallet = import.meta.env.VITE_NETWORK === 'mock' || import.meta.env.MODE === 'test'
const MnemonicDialog = mnemonicWallet ? lazy(() => import('./MnemonicDialog')) : null
const SignRequestDialog = mnemonicWallet ? lazy(() => import('./SignRequestDialog')) : null
// Carries the QR library: loaded only once WalletConnect shows a pairing link.
const PairingDialog = lazy(() => import('./PairingDialog'))

export function WalletPromptHost({ prompts }: { prompts: WalletPrompts }) {
  const prompt = useStore(prompts.store, (s) => s.queue[0])
  if (!prompt) return null
  return (
    <Suspense fallback={null}>
      {prompt.kind === 'mnemonic' && MnemonicDialog && (
        <MnemonicDialog key={prompt.id} onSubmit={prompt.submit} onCancel={prompt.cancel} />
      )}
      {prompt.kind === 'sign' && SignRequestDialog && (
        <SignRequestDialog key={prompt.id} request={prompt.request} onAnswer={prompt.answer} />
      )}
      {prompt.kind === 'pairing' && <PairingDialog key={prompt.id} uri={prompt.uri} onCancel={prompt.cancel} />}
    </Suspense>
  )
}
