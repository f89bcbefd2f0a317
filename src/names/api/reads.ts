/**
 * The API's reads, in one module that the query hooks load on their first request (readApi.ts):
 * with them come the fetch wrapper, the reply schemas and valibot, none of which the first render
 * needs.
 */
export { getActivity } from './activity'
export { getAnalytics } from './analytics'
export { getName } from './getName'
export { getQuote } from './getQuote'
export { lookupAddresses } from './lookupAddresses'
export { searchNames } from './search'
export { suggestNames } from './suggest'
