import { db } from '@/db/database';
import { onChange } from '../changes';
import { createRequestLog } from './requestLog';
import { createResultCache } from './resultCache';

/** The app-wide middleware state the router writes and the performance routes read. */
export const requestLog = createRequestLog(db);
export const resultCache = createResultCache();

onChange((change) => resultCache.invalidateSource(change.source));
