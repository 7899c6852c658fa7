import type { ClusteringResult } from '@/contract';
import { downloadName } from '@/lib/download-name';

/** `topicwise-cluster-map-<result>-<date>.png` */
export const pngName = (chart: string, result: Pick<ClusteringResult, 'name' | 'created_at'>) =>
  downloadName(`topicwise-${chart}`, result.name, result.created_at, 'png');
