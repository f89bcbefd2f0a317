import type { Server } from 'node:http'

/** The file path a request asks for, inside the build; null when it cannot be read. */
export declare function requestPath(url: string): string | null
/** Serves a build as its host would, on `port` (0 for any free one). */
export declare function serveDist(dir: string, port: number, host?: string): Promise<Server>
