import type { EnterpriseFile } from '@/contract/types/enterprise';

/**
 * Hands a generated file to the browser as a download. The same steps as src/lib/download.ts's
 * saveFile, kept here because importing that module from this tab splits it into a chunk of its
 * own that the shell must list, which the first-load budget (170 kB) has no room for.
 */
export function offerFile(file: EnterpriseFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
