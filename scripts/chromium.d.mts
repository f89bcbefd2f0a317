export declare const CHROMIUM_PATH: string
export declare const CHROMIUM_TEST_PATH: string
export declare const CHROMIUM_FLAGS: string[]
