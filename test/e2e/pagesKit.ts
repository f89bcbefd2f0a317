/**
 * Shared by the name pages' browser tests (pages.spec.ts, a11y.spec.ts): the mock network's
 * fixture names and accounts, fault injection through window.__mock, and connecting (and
 * answering) the mnemonic wallet the way a user does.
 */
import { expect, type Page } from '@playwright/test'
import { truncateAddress } from '../../src/lib/address'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '../../src/mocks/accounts'
import type { Fault } from '../../src/mocks/faults'
import { FAULTS_STORAGE_KEY } from '../../src/mocks/storageKeys'

export const TEST_ADDRESS = TEST_ACCOUNT.address
export const OTHER_ADDRESS = OTHER_ACCOUNT.address
export const THIRD_ADDRESS = THIRD_ACCOUNT.address
/** How the app shows an address: first 6 ... last 4. */
export const short = truncateAddress

interface MockControl {
  setFault(fault: Fault): void
  clearFaults(): void
}

/** Waits for the mock worker's control object, then sets the fault. */
export async function setFault(page: Page, fault: Fault): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { __mock?: MockControl }).__mock))
  await page.evaluate((f) => (window as unknown as { __mock: MockControl }).__mock.setFault(f), fault)
}

/** Faults stored before the app loads apply from its very first request (read when the worker starts). */
export async function faultsBeforeLoad(page: Page, faults: Fault[]): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    FAULTS_STORAGE_KEY,
    JSON.stringify(faults),
  ] as const)
}

export async function clearFaults(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __mock: MockControl }).__mock.clearFaults())
}

/** Through the UI: header button, the mnemonic wallet, its prefilled test words. */
export async function connectTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).first().click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Mnemonic/ })
    .click()
  await page.getByRole('dialog', { name: 'Mnemonic wallet' }).getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByTestId('account-menu-button')).toContainText(short(TEST_ADDRESS))
}

/**
 * The mnemonic wallet asks before signing, like a real wallet, in the app's own dialog
 * ("Sign N transactions?"): answer it as the user would, then it closes.
 */
export async function answerWallet(page: Page, answer: 'Approve' | 'Reject' = 'Approve'): Promise<void> {
  const prompt = page.getByRole('dialog', { name: /^Sign \d+ transactions?\?$/ })
  await prompt.getByRole('button', { name: answer, exact: true }).click()
  await expect(prompt).toBeHidden()
}

/** Collects every dialog (alert/confirm/prompt) the page opens: an XSS that ran shows up here. */
export function watchDialogs(page: Page): string[] {
  const seen: string[] = []
  page.on('dialog', (dialog) => {
    seen.push(dialog.message())
    void dialog.dismiss()
  })
  return seen
}
