import { lazy } from 'react'
import { useLocation } from 'react-router-dom'
import { NavLink } from 'react-router-dom'
import { HeaderSearch } from '@/names/search/HeaderSearch'
import { AfterMount } from '@/ui/AfterMount'
import { ThemeSwitch } from '@/ui/ThemeSwitch'
import { ConnectButton } from '@/wallet/ui/ConnectButton'
import { NetworkSwitcher } from '@/wallet/ui/NetworkSwitcher'
import { useNetwork, useWallet } from '@/wallet/react'
import { cx } from '@/lib/cx'
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
const WatchlistBadge = lazy(() =>
  import('@/names/watchlist/WatchlistAlerts').then((m) => ({ default: m.WatchlistBadge })),
)

const navClass = ({ isActive }: { isActive: boolean }) =>
  cx('rounded-md px-2 py-1 text-sm font-medium hover:bg-surface-2', isActive && 'text-accent')

export function Header() {
  const { pathname } = useLocation()
  const { network } = useNetwork()
  const { activeAddress } = useWallet()
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
        <PrefetchLink to="/" className="flex items-center gap-2 font-bold" aria-label={`${appTitle(network.id)} home`}>
          <img src={logoUrl} alt="" width="28" height="28" />
          <span data-testid="header-title">{appTitle(network.id)}</span>
        </PrefetchLink>
        {pathname !== '/' && (
          <div className="order-last w-full md:order-none md:w-auto md:flex-1">
            <HeaderSearch />
          </div>
        )}
        <nav aria-label="Main" className="ml-auto flex items-center gap-1">
          <NavLink to="/marketplace" className={navClass} onMouseEnter={() => prefetchRoute('/marketplace')}>
            Marketplace
          </NavLink>
          {activeAddress && (
            <NavLink to="/my-names" className={navClass} onMouseEnter={() => prefetchRoute('/my-names')}>
              My names
            </NavLink>
          )}
          <NavLink to="/watchlist" className={navClass} onMouseEnter={() => prefetchRoute('/watchlist')}>
            Watchlist
            <AfterMount>
              <WatchlistBadge />
            </AfterMount>
          </NavLink>
        </nav>
        <AfterMount>
          <WatchlistAlerts />
          {activeAddress && <ExpiryWarning />}
          {activeAddress && <OffersBadge />}
          {activeAddress && <OfferAlerts />}
        </AfterMount>
        <div className="flex items-center gap-2">
          <ThemeSwitch />
          <NetworkSwitcher />
          <ConnectButton />
        </div>
      </div>
    </header>
  )
}
