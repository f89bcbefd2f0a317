/** Where the visitor's choice of language is kept. */
export const LOCALE_STORAGE_KEY = 'algo-names:locale'
