/**
 * The pages `npm run screens` pictures (scripts/screens/screens.spec.ts), each at desktop and
 * phone size in both themes. `route` is the page's pattern in src/app/routeModules.ts (or the
 * router's catch-all): a unit test holds that every page route has a picture.
 */
export interface Screen {
  /** The file's first word: docs/screens/<name>-<desktop|phone>-<light|dark>.png */
  name: string
  /** What the picture shows, for the README's gallery. */
  title: string
  route: string
  path: string
  /** What shows once the page has its data: a Playwright selector. */
  ready: string
  /** What a user does before the picture (screens.spec.ts knows each). */
  then?: 'search' | 'connect' | 'manage' | 'review' | 'watch' | 'segments'
}

const id = (testId: string) => `[data-testid="${testId}"]`
const card = id('name-card')

export const SCREENS: readonly Screen[] = [
  { name: 'home', title: 'Home', route: '/', path: '/', ready: card },
  { name: 'search', title: 'Search as you type', route: '/', path: '/', ready: card, then: 'search' },
  { name: 'marketplace', title: 'Marketplace', route: '/marketplace', path: '/marketplace', ready: card },
  {
    name: 'for-sale',
    title: 'A name for sale',
    route: '/name/:name',
    path: '/name/forsale.algo',
    ready: id('sale-price'),
  },
  {
    name: 'manage',
    title: "An owner's profile, Manage open",
    route: '/name/:name',
    path: '/name/alice.algo',
    ready: id('activity'),
    then: 'manage',
  },
  {
    name: 'segments',
    title: 'A root and its segments',
    route: '/name/:name',
    path: '/name/alice.algo',
    ready: id('activity'),
    then: 'segments',
  },
  {
    name: 'review',
    title: 'The review before signing',
    route: '/name/:name',
    path: '/name/forsale.algo',
    ready: id('sale-price'),
    then: 'review',
  },
  {
    name: 'pay',
    title: 'A payment request with its QR code',
    route: '/pay/:name',
    path: '/pay/bob.algo?amount=2.5',
    ready: id('pay-qr'),
  },
  {
    name: 'address',
    title: "An address's names",
    route: '/address/:address',
    path: '/address/3XXDT4JC5TO2MTUR5OTSMZBONL3I47GLWAB2BAQIQNKQITPH44HLA2XBZ4',
    ready: card,
  },
  {
    name: 'alerts',
    title: 'Connected, with its alerts and new offers',
    route: '/marketplace',
    path: '/marketplace',
    // On a phone the notices are counted on the Menu's button; wider, they are in the row.
    ready: `${id('menu-notices')}:visible, ${id('offers-badge')}:visible`,
    then: 'connect',
  },
  {
    name: 'long-name',
    title: "A long segment name's profile",
    route: '/name/:name',
    path: '/name/club.orbitquartz.algo',
    ready: id('profile-name'),
  },
  { name: 'my-names', title: 'My names', route: '/my-names', path: '/my-names', ready: card, then: 'connect' },
  { name: 'stats', title: 'The market in numbers', route: '/stats', path: '/stats', ready: id('segment-leaders') },
  { name: 'watchlist', title: 'Watchlist', route: '/watchlist', path: '/watchlist', ready: card, then: 'watch' },
  {
    name: 'not-found',
    title: 'Page not found',
    route: '*',
    path: '/no/such/page',
    ready: 'role=heading[name="Page not found"]',
  },
  // A route of the mock build that throws on purpose.
  {
    name: 'error',
    title: 'The error screen',
    route: '/_dev/throw',
    path: '/_dev/throw',
    ready: 'role=heading[name="Error"]',
  },
]

/** Page routes deliberately not pictured, with why (none today). */
export const NOT_PICTURED: Readonly<Record<string, string>> = {}
