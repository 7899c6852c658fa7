// The AI & Automation analyses: pure functions over a clustering result (see each module).
export { optimizeClusters, type OptimizeInput } from './optimize';
export { lexicalRelations } from './lexical';
export { detectAnomalies } from './anomalies';
export {
  parseDictionary,
  translateKeyword,
  DICTIONARY_FILES,
  DICTIONARY_ATTRIBUTION,
  type Dictionary,
} from './dictionary';
export { multiLanguageAnalysis, MULTILANG_KEYWORDS, type MultiLanguageKeyword } from './multilang';
export {
  voiceSearchOptimization,
  optimizeForVoice,
  voiceFriendliness,
  snippetPotential,
  VOICE_KEYWORDS,
} from './voice';
export { insightsDashboard, type DashboardInputs } from './dashboard';
export { MARKETS, FIGURES_SOURCE } from './markets';
export {
  runOptimization,
  runAnomalies,
  runMultiLanguage,
  runVoice,
  runDashboard,
  anomalyInputs,
  type AiResult,
  type DictionaryTexts,
} from './analyses';
