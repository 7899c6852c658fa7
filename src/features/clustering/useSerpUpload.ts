import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '@/api/client';
import { isJsonObject } from '@/contract/json';
import { SERP_EXTENSIONS } from '@/contract/types/clustering';
import { SETTING_KEYS, type JsonValue } from '@/contract';
import { notifyError } from '@/hooks/notify';
import { useSetting } from '@/hooks/useSetting';
import { reportUploadFailure } from './uploadFailure';

const UPLOAD_ERROR = { title: 'SERP file not used', description: 'Failed to process the SERP file' };

/** The SERP file in use, as remembered across reloads. */
export type SerpFile = { import_id: string; file_name: string; summary: string; count: number };

function parseStored(value: JsonValue): SerpFile | null {
  if (!isJsonObject(value)) return null;
  const { import_id, file_name, summary, count } = value;
  if (
    typeof import_id !== 'string' ||
    typeof file_name !== 'string' ||
    typeof summary !== 'string' ||
    typeof count !== 'number'
  )
    return null;
  return { import_id, file_name, summary, count };
}

export interface SerpUploadState {
  file: SerpFile | null;
  uploading: boolean;
  upload: (file: File) => Promise<void>;
  clear: () => void;
}

/**
 * The optional SERP file (POST /api/upload-serp): each keyword's top-10 URLs, so keywords the search
 * engine answers with the same pages go on one page. A refused file keeps the one in use before.
 */
export function useSerpUpload(): SerpUploadState {
  const { value: stored, save: remember } = useSetting(SETTING_KEYS.clusteringSerpUpload, parseStored);
  const file = stored ?? null;
  const [uploading, setUploading] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (chosen: File) => {
      const lower = chosen.name.toLowerCase();
      if (!SERP_EXTENSIONS.some((extension) => lower.endsWith(extension))) {
        notifyError(null, {
          title: UPLOAD_ERROR.title,
          description: `${chosen.name} is not a .csv, .txt or .json file`,
        });
        return;
      }
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setUploading(true);
      try {
        const response = await api.post(
          '/api/upload-serp',
          { file: chosen, file_name: chosen.name },
          { signal: abort.signal },
        );
        if (!abort.signal.aborted) {
          const { import_id, file_name, summary, count } = response;
          remember({ import_id, file_name, summary, count });
        }
      } catch (error) {
        reportUploadFailure(error, { cancelledId: 'serp-upload-cancelled', failed: UPLOAD_ERROR });
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setUploading(false);
        }
      }
    },
    [remember],
  );

  const clear = useCallback(() => remember(null), [remember]);
  return useMemo(() => ({ file, uploading, upload, clear }), [file, uploading, upload, clear]);
}
