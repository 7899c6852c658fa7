import { useCallback, useMemo, useState } from 'react';
import { api } from '@/api/client';
import { isJsonObject } from '@/api/json';
import { SETTING_KEYS, type JsonValue, type UploadKeywordsResponse } from '@/api/contract';
import { notifyError } from '@/components/notify';
import { useSetting } from '@/lib/useSetting';

/** Spec 000 §8 default. */
const UPLOAD_ERROR = { title: 'Upload failed', description: 'Failed to process file' };
/** Spec 000 §5: upload accepts .csv and .txt. */
export const ACCEPTED_EXTENSIONS = ['.csv', '.txt'] as const;

/** The uploaded file in use, as remembered across reloads. */
export type UploadedFile = {
  import_id: string;
  file_name: string;
  summary: string;
  count: number;
  has_metrics: boolean;
};

function fromResponse(response: UploadKeywordsResponse): UploadedFile {
  return {
    import_id: response.import_id,
    file_name: response.file_name,
    summary: response.summary,
    count: response.count,
    has_metrics: response.has_metrics,
  };
}

function parseStored(value: JsonValue): UploadedFile | null {
  if (!isJsonObject(value)) return null;
  const { import_id, file_name, summary, count, has_metrics } = value;
  if (
    typeof import_id !== 'string' ||
    typeof file_name !== 'string' ||
    typeof summary !== 'string' ||
    typeof count !== 'number'
  )
    return null;
  return { import_id, file_name, summary, count, has_metrics: has_metrics === true };
}

function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

export interface UploadState {
  file: UploadedFile | null;
  /** 0..1 while a file is being read, else null. */
  progress: number | null;
  upload: (file: File) => Promise<void>;
  clear: () => void;
}

/**
 * The keyword file: uploading parses it in the imports worker (POST /api/upload-keywords). A
 * failure keeps the file that was in use before; nothing stored is lost.
 */
export function useUpload(): UploadState {
  const { value: stored, save: remember } = useSetting(SETTING_KEYS.clusteringUpload, parseStored);
  const file = stored ?? null;
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (chosen: File) => {
      if (!hasAcceptedExtension(chosen.name)) {
        notifyError(null, { title: UPLOAD_ERROR.title, description: `${chosen.name} is not a .csv or .txt file` });
        return;
      }
      setProgress(0);
      try {
        const response = await api.post(
          '/api/upload-keywords',
          { file: chosen, file_name: chosen.name },
          { onProgress: (report) => setProgress(report.fraction) },
        );
        remember(fromResponse(response));
      } catch (error) {
        notifyError(error, UPLOAD_ERROR);
      } finally {
        setProgress(null);
      }
    },
    [remember],
  );

  const clear = useCallback(() => remember(null), [remember]);

  // One object per change, so the memoised input only re-renders when the upload does.
  return useMemo(() => ({ file, progress, upload, clear }), [file, progress, upload, clear]);
}
