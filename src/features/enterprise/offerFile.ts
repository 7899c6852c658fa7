import type { EnterpriseFile } from '@/contract/types/enterprise';
import { saveFile } from '@/lib/download';

/** Hands a generated file to the browser as a download. */
export const offerFile = (file: EnterpriseFile): void => saveFile(file.file_name, file.blob, file.blob.type);
