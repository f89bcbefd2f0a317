import { lazy } from 'react'
import { useLocation } from 'react-router-dom'
import { NavLink } from 'react-router-dom'
import { HeaderSearch } from '@/names/search/HeaderSearch'
import { AfterMount } from '@/ui/AfterMount'
import { Button } from '@/ui/Button'
import { ThemeSwitch } from '@/ui/ThemeSwitch'
import { ConnectButton } from '@/wallet/ui/ConnectButton'
import { NetworkSwitcher } from '@/wallet/ui/NetworkSwitcher'
import { useNetwork, useWallet } from '@/wallet/react'
import { cx } from '@/lib/cx'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { appTitle } from '../config/appTitle'
import { PrefetchLink } from '@/ui/PrefetchLink'
import { prefetchRoute } from './routeModules'
// Small enough for Vite to inline as a data URL: the header's logo costs no request.
import logoUrl from '@/ui/logo.svg'

// Loaded after the first paint: the watcher and badges are not needed to show a page.
const WatchlistAlerts = lazy(() =>
  import('@/names/watchlist/WatchlistAlerts').then((m) => ({ default: m.WatchlistAlerts })),
)
const ExpiryWarning = lazy(() => import('@/names/reminders/ExpiryWarning').then((m) => ({ default: m.ExpiryWarning })))
const OfferAlerts = lazy(() => import('@/names/offers/OfferAlerts').then((m) => ({ default: m.OfferAlerts })))
const OffersBadge = lazy(() => import('@/names/offers/OffersBadge').then((m) => ({ default: m.OffersBadge })))
// The phone's menu: its code (the popover and its placement) loads after the first paint.
const DropdownMenu = lazy(() => import('@/ui/DropdownMenu').then((m) => ({ default: m.DropdownMenu })))
const MenuNotices = lazy(() => import('./MenuNotices').then((m) => ({ default: m.MenuNotices })))
const WatchlistBadge = lazy(() =>
  import('@/names/watchlist/WatchlistAlerts').then((m) => ({ default: m.WatchlistBadge })),
)

const messages = i18n('app/Header', {
  home: params('{app} home'),
  main: 'Main',
  marketplace: 'Marketplace',
  myNames: 'My names',
  watchlist: 'Watchlist',
  stats: 'Market stats',
  menu: 'Menu',
})

/**
 * The phone's menu button: drawn the same by the menu and by its stand-in. On a phone its symbol
 * alone, its word for screen readers: a longer language's word would squeeze the search.
 */
function MenuLabel() {
  const t = useMessages(messages)
  return (
    <>
      <span aria-hidden="true">☰</span> <span className="max-sm:sr-only">{t.menu}</span>
    </>
  )
}
const MENU_BUTTON = { size: 'sm', className: 'lg:hidden', 'data-testid': 'header-menu-button' } as const

const navClass = ({ isActive }: { isActive: boolean }) =>
  cx('rounded-md px-2 py-1 text-sm font-medium hover:bg-surface-2', isActive && 'text-accent')

/**
 * The main links: in the row from `lg` up, in the Menu below it (`onPick` closes it). The Menu
 * adds the market's stats, which a wide screen reaches from the footer it shows beside the page.
 */
function MainNav({ className, onPick }: { className: string; onPick?: () => void }) {
  const { activeAddress } = useWallet()
  const t = useMessages(messages)
  return (
    <nav aria-label={t.main} className={className}>
      <NavLink
        to="/marketplace"
        className={navClass}
        onClick={onPick}
        onMouseEnter={() => prefetchRoute('/marketplace')}
      >
        {t.marketplace}
      </NavLink>
      {activeAddress && (
        <NavLink to="/my-names" className={navClass} onClick={onPick} onMouseEnter={() => prefetchRoute('/my-names')}>
          {t.myNames}
        </NavLink>
      )}
      <NavLink to="/watchlist" className={navClass} onClick={onPick} onMouseEnter={() => prefetchRoute('/watchlist')}>
        {t.watchlist}
        <AfterMount>
          <WatchlistBadge />
        </AfterMount>
      </NavLink>
      {onPick && (
        <NavLink to="/stats" className={navClass} onClick={onPick} onMouseEnter={() => prefetchRoute('/stats')}>
          {t.stats}
        </NavLink>
      )}
    </nav>
  )
}

/**
 * One row at every width. From `lg` up it holds the links, theme and network; below it those
 * move into a Menu, and the search takes the room they leave. A phone's notices (expiring names,
 * new offers) sit in the Menu too, counted on its button; below `xl` the app's name gives its
 * room to the search.
 */
export function Header() {
  const { pathname } = useLocation()
  const { network } = useNetwork()
  const { activeAddress } = useWallet()
  const t = useMessages(messages)
  const title = appTitle(network.id)
  const search = pathname !== '/'
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex min-h-14 max-w-6xl items-center gap-2 px-4 py-2 md:gap-3">
        <PrefetchLink to="/" className="flex shrink-0 items-center gap-2 font-bold" aria-label={t.home({ app: title })}>
          <img src={logoUrl} alt="" width="28" height="28" />
          {/* The app's name and its network's: names, never translated. */}
          <span data-testid="header-title" className={search ? 'max-xl:hidden' : undefined} translate="no">
            {title}
          </span>
        </PrefetchLink>
        {search && (
          <div className="min-w-0 flex-1">
            <HeaderSearch />
          </div>
        )}
        <MainNav className="ms-auto flex items-center gap-1 max-lg:hidden" />
        <AfterMount>
          <WatchlistAlerts />
          {activeAddress && (
            <div className="flex shrink-0 items-center gap-2 max-sm:hidden">
              <ExpiryWarning />
              <OffersBadge />
            </div>
          )}
          {activeAddress && <OfferAlerts />}
        </AfterMount>
        <div className={cx('flex shrink-0 items-center gap-1.5 md:gap-2', !search && 'max-lg:ms-auto')}>
          <div className="flex items-center gap-2 max-lg:hidden">
            <ThemeSwitch />
            <NetworkSwitcher />
          </div>
          <ConnectButton />
          <AfterMount
            fallback={
              // Drawn until the menu's code is in: it looks, and is, not yet usable.
              <Button {...MENU_BUTTON} disabled aria-busy="true">
                <MenuLabel />
              </Button>
            }
          >
            <DropdownMenu
              label={
                <>
                  <MenuLabel />
                  {/* What changed on the watchlist shows without opening the menu. */}
                  <AfterMount>
                    <WatchlistBadge testId="menu-watchlist-badge" />
                    {activeAddress && <MenuNotices />}
                  </AfterMount>
                </>
              }
              buttonProps={MENU_BUTTON}
              panelClassName="w-56 p-2"
            >
              {(close) => (
                <>
                  {activeAddress && (
                    // Each a link: following one closes the menu.
                    <div className="flex flex-wrap gap-2 px-2 pb-2 empty:hidden sm:hidden" onClick={close}>
                      <ExpiryWarning withWord />
                      <OffersBadge withWord />
                    </div>
                  )}
                  <MainNav className="flex flex-col items-stretch gap-1" onPick={close} />
                  <div className="flex items-center gap-2 border-t border-line px-2 pt-2">
                    <ThemeSwitch />
                    <NetworkSwitcher />
                  </div>
                </>
              )}
            </DropdownMenu>
          </AfterMount>
        </div>
      </div>
    </header>
  )
}
