/**
 * A failure of the app's own, in its own words (which follow the chosen language): recognised by
 * its class (and code, where it has one), never by its message.
 */
export class AppError extends Error {}
