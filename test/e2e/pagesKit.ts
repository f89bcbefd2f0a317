/**
 * Shared by the name pages' browser tests (pages.spec.ts, a11y.spec.ts): the mock network's
 * fixture names and accounts, fault injection through window.__mock, and connecting (and
 * answering) the mnemonic wallet the way a user does.
 */
import { expect, type Page } from '@playwright/test'
import type { Fault } from '../../src/mocks/faults'

export const TEST_ADDRESS = '3XXDT4JC5TO2MTUR5OTSMZBONL3I47GLWAB2BAQIQNKQITPH44HLA2XBZ4'
export const OTHER_ADDRESS = 'U65ZQAYWI7DEXCMV3PBNHJ3T4HMO37LR4VWRS7FW744XB3VI663Y2JNE2Q'
export const THIRD_ADDRESS = 'FH7IVJJNRNYERPZIGHFRHODSXJQQF57QJT3TIQZRHIZSMFNBRDT54AFAWA'
export const short = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`

/** A fault of the mock network (src/mocks/faults.ts), as the browser tests set it. */
export type FaultSpec = Fault

interface MockControl {
  setFault(fault: FaultSpec): void
  clearFaults(): void
}

/** Waits for the mock worker's control object, then sets the fault. */
export async function setFault(page: Page, fault: FaultSpec): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { __mock?: MockControl }).__mock))
  await page.evaluate((f) => (window as unknown as { __mock: MockControl }).__mock.setFault(f), fault)
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
