/** Social usernames may be stored with or without a leading '@'; store bare, show with one. */

/** 'alice', '@alice', ' @alice ' -> 'alice'. Only one leading '@' is removed. */
export function stripUsername(username: string): string {
  const trimmed = username.trim()
  return trimmed.startsWith('@') ? trimmed.slice(1) : trimmed
}

/** 'alice' or '@alice' -> '@alice'; empty stays empty. */
export function displayUsername(username: string): string {
  const bare = stripUsername(username)
  return bare === '' ? '' : `@${bare}`
}
