/** Mock build only: a route that supplies its own layout instead of the global one. */
export function BarePage() {
  return (
    <main className="p-8">
      <h1 className="text-xl font-bold">A page with its own layout</h1>
    </main>
  )
}
