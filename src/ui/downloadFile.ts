/** Saves text as a file through a temporary link: no server, nothing opened. */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled, or some browsers download nothing.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
