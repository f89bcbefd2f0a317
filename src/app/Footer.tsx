import { lazy } from 'react'
import { APP_VERSION } from '@/config/constants'
import { env } from '@/config/env'
import { NETWORKS, PUBLIC_NETWORKS } from '@/config/networks'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { AfterMount } from '@/ui/AfterMount'
import { PrefetchLink } from '@/ui/PrefetchLink'

// Below the fold and rarely used: it loads after the first render, not with it.
const LanguageSwitch = lazy(() => import('./LanguageSwitch').then((m) => ({ default: m.LanguageSwitch })))

const messages = i18n('app/Footer', {
  footer: 'Footer',
  marketplace: 'Marketplace',
  myNames: 'My names',
  stats: 'Market stats',
  docs: 'Documentation',
  support: 'Support',
  networks: 'The app on each network',
  version: params('Version {version}'),
})

const linkClass = 'underline-offset-4 hover:underline'

export function Footer() {
  const t = useMessages(messages)
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted sm:flex-row sm:items-start sm:justify-between">
        <nav aria-label={t.footer} className="flex flex-wrap gap-x-5 gap-y-2">
          <PrefetchLink className={linkClass} to="/marketplace">
            {t.marketplace}
          </PrefetchLink>
          <PrefetchLink className={linkClass} to="/my-names">
            {t.myNames}
          </PrefetchLink>
          <PrefetchLink className={linkClass} to="/stats">
            {t.stats}
          </PrefetchLink>
          <a className={linkClass} href={env.docsUrl} target="_blank" rel="noopener noreferrer">
            {t.docs}
          </a>
          <a className={linkClass} href={`mailto:${env.supportEmail}`}>
            {t.support}
          </a>
        </nav>
        <div className="flex flex-col gap-2 sm:items-end">
          <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t.networks}>
            {PUBLIC_NETWORKS.map((id) => (
              <li key={id}>
                <a className={linkClass} href={NETWORKS[id].appUrl} translate="no">
                  {id}
                </a>
              </li>
            ))}
          </ul>
          <AfterMount>
            <LanguageSwitch />
          </AfterMount>
          <p data-testid="app-version">{t.version({ version: APP_VERSION })}</p>
        </div>
      </div>
    </footer>
  )
}
