/** Mock build only: a long page, so the footer's links start far below the viewport (prefetch test). */
export function TallPage() {
  return (
    <section>
      <h1 className="text-xl font-bold">A long page</h1>
      <div style={{ height: 2400 }} aria-hidden="true" />
    </section>
  )
}
