/** Hands a file to the browser as a download. */
export function saveFile(fileName: string, content: Blob | string, mimeType: string): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: mimeType }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the current task is over.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
