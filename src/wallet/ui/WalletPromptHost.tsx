/** Renders the first open wallet prompt (walletPrompts.ts) in the app's own dialog. */
import { lazy, Suspense } from 'react'
import { useStore } from 'zustand'
import type { WalletPrompts } from '../walletPrompts'

// Mock build and tests only in practice (the mnemonic wallet): never in the initial bundle.
const MnemonicDialog = lazy(() => import('./MnemonicDialog'))
const SignRequestDialog = lazy(() => import('./SignRequestDialog'))
// Carries the QR library: loaded only once WalletConnect shows a pairing link.
const PairingDialog = lazy(() => import('./PairingDialog'))

export function WalletPromptHost({ prompts }: { prompts: WalletPrompts }) {
  const prompt = useStore(prompts.store, (s) => s.queue[0])
  if (!prompt) return null
  return (
    <Suspense fallback={null}>
      {prompt.kind === 'mnemonic' && (
        <MnemonicDialog key={prompt.id} onSubmit={prompt.submit} onCancel={prompt.cancel} />
      )}
      {prompt.kind === 'sign' && (
        <SignRequestDialog key={prompt.id} request={prompt.request} onAnswer={prompt.answer} />
      )}
      {prompt.kind === 'pairing' && <PairingDialog key={prompt.id} uri={prompt.uri} onCancel={prompt.cancel} />}
    </Suspense>
  )
}
