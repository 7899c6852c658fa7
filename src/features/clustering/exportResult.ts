import { api } from '@/api/client';
import type { ExportFormat } from '@/api/contract';

/** Fetches an export (GET /api/export/{resultId}) and hands it to the browser as a download. */
export async function downloadExport(resultId: string, format: ExportFormat): Promise<string> {
  const file = await api.get(`/api/export/${encodeURIComponent(resultId)}?format=${format}`);
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mime_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the current task is over.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
  return file.file_name;
}
