import { APP_VERSION } from '@/config/constants'
import { env } from '@/config/env'
import { NETWORKS, PUBLIC_NETWORKS } from '@/config/networks'
import { PrefetchLink } from '@/ui/PrefetchLink'

const linkClass = 'underline-offset-4 hover:underline'

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted sm:flex-row sm:items-start sm:justify-between">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          <PrefetchLink className={linkClass} to="/marketplace">
            Marketplace
          </PrefetchLink>
          <PrefetchLink className={linkClass} to="/my-names">
            My names
          </PrefetchLink>
          <PrefetchLink className={linkClass} to="/stats">
            Market stats
          </PrefetchLink>
          <a className={linkClass} href={env.docsUrl} target="_blank" rel="noopener noreferrer">
            Documentation
          </a>
          <a className={linkClass} href={`mailto:${env.supportEmail}`}>
            Support
          </a>
        </nav>
        <div className="flex flex-col gap-2 sm:items-end">
          <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="The app on each network">
            {PUBLIC_NETWORKS.map((id) => (
              <li key={id}>
                <a className={linkClass} href={NETWORKS[id].appUrl}>
                  {id}
                </a>
              </li>
            ))}
          </ul>
          <p data-testid="app-version">Version {APP_VERSION}</p>
        </div>
      </div>
    </footer>
  )
}
