import { notify } from '@/ui/notify'
import { Button } from '@/ui/Button'

/** Mock build only: fires each toast type, for the browser tests of the toast area. */
export function ToastPage() {
  return (
    <section className="flex flex-wrap gap-2">
      <h1 className="w-full text-xl font-bold">Toasts</h1>
      <Button onClick={() => notify.success('Saved')}>Success</Button>
      <Button onClick={() => notify.error('It failed')}>Error</Button>
      <Button onClick={() => notify.blank('Just so you know')}>Blank</Button>
      <Button onClick={() => notify.loading('Working…')}>Loading</Button>
      <Button onClick={() => notify.custom(() => <div className="rounded bg-surface p-3 shadow">Custom toast</div>)}>
        Custom
      </Button>
    </section>
  )
}
