/**
 * The app's environment: parsed and checked by the build (vite.config.ts), which refuses a bad
 * one, and inlined as plain data, so the bundle carries no parser and no variable it does not read.
 */
import type { AppEnv } from './envSchema'

declare const __APP_ENV__: AppEnv

export const env: AppEnv = __APP_ENV__
