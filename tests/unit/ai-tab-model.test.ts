import { describe, expect, it } from 'vitest';
import { AI_CAPS } from '@/contract/types/ai';
import {
  isHighConfidence,
  isVoiceReady,
  MODES,
  priorityPalette,
  severityPalette,
} from '@/features/ai-automation/model';

describe('AI tab model (spec 001 §2.6, §9)', () => {
  it('has the five modes in the spec’s order', () => {
    expect(MODES.map((m) => m.value)).toEqual(['optimization', 'anomalies', 'multilang', 'voice', 'dashboard']);
  });

  it('styles confidence green from 0.8 and emphasises voice-friendliness from 0.7', () => {
    expect(isHighConfidence(0.8)).toBe(true);
    expect(isHighConfidence(0.79)).toBe(false);
    expect(isVoiceReady(0.7)).toBe(true);
    expect(isVoiceReady(0.69)).toBe(false);
  });

  it('keeps the display caps', () => {
    expect(AI_CAPS).toEqual({
      affectedKeywords: 5,
      sampleTranslations: 3,
      culturalInsights: 2,
      variations: 3,
      questions: 2,
    });
  });

  it('colours priorities high, medium and other, and severities', () => {
    expect([priorityPalette('high'), priorityPalette('medium'), priorityPalette('low')]).toEqual([
      'red',
      'orange',
      'blue',
    ]);
    expect(severityPalette('critical')).toBe('red');
    expect(severityPalette('low')).toBe('gray');
  });
});
