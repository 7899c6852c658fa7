import type { ManualLanguageCode } from '@/contract/types/learning';
import { en } from './en';
import { ja } from './ja';
import { ru } from './ru';
import type { GuideBook } from './types';

/** Every offered manual language has its book; the type refuses a language without one. */
export const GUIDE_BOOKS: Record<ManualLanguageCode, GuideBook> = { en, ja, ru };

export { FEATURE_TABS, type FeatureTab, type GuideBook, type FeatureGuide } from './types';
