/** The origin of a URL from config; nothing for a missing or unparsable one. */
export function originOf(url: string | null | undefined): string[] {
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

/** The origin of an algosdk-style server and port pair. */
export function serverOrigin(server: string, port: string): string[] {
  return originOf(port ? `${server}:${port}` : server)
}
