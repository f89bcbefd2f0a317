/** The app's environment, parsed once. The build already refused a bad one. */
import { parseEnv, type AppEnv } from './envSchema'

export const env: AppEnv = parseEnv(import.meta.env as Record<string, string | boolean | undefined>)
