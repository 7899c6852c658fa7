export { assembleBingResearch, plannerIdeas, BING_MARKETS, type PlannerRow } from './bing';
export { readPlannerFile, PLANNER_HOW_TO } from './plannerImport';
export { analyseSerpFeatures, MAX_OPPORTUNITIES } from './serp';
export { readSemrushSerpFile, semrushFeatures } from './serpImport';
export { SERP_RULES, predictFeatures } from './serpRules';
export { comprehensiveAnalysis, confidenceOf, type ComprehensiveInput } from './comprehensive';
