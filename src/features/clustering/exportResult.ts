import { api } from '@/api/client';
import type { ExportFormat } from '@/contract';
import { saveFile } from '@/lib/download';

/** Fetches an export (GET /api/export/{resultId}) and hands it to the browser as a download. */
export async function downloadExport(resultId: string, format: ExportFormat): Promise<string> {
  const file = await api.get(`/api/export/${encodeURIComponent(resultId)}?format=${format}`);
  saveFile(file.file_name, file.content, file.mime_type);
  return file.file_name;
}
