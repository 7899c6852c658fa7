// Published figures and short written facts per target market, in one place.
import type { TargetLanguage } from '@/contract/types/ai';

export interface MarketFacts {
  name: string;
  /**
   * Internet users by language, millions: Internet World Stats, "Internet World Users by Language:
   * Top 10 Languages" (figures for March 31, 2020; https://www.internetworldstats.com/stats7.htm):
   * English 1,186.5, Spanish 363.7, French 144.7, Japanese 118.6, German 92.5.
   */
  internet_users_millions: number;
  /**
   * Share of websites whose content is in the language, %: W3Techs, "Usage statistics of content
   * languages for websites" (January 2024, approximate): English 52.1, Spanish 5.5, German 4.8,
   * Japanese 4.6, French 4.3.
   */
  content_share_percent: number;
  cultural_insights: string[];
}

export const FIGURES_SOURCE =
  'Internet users: Internet World Stats, users by language (March 2020). Content share: W3Techs, content languages for websites (January 2024).';

export const ENGLISH = { internet_users_millions: 1186.5, content_share_percent: 52.1 };

export const MARKETS: Record<TargetLanguage, MarketFacts> = {
  es: {
    name: 'Spanish',
    internet_users_millions: 363.7,
    content_share_percent: 5.5,
    cultural_insights: [
      'Spanish is an official language in 20 countries; Mexico has more speakers than Spain, so pick one market’s vocabulary per page (ordenador in Spain, computadora in Mexico).',
      'Spanish has formal and informal “you” (usted / tú); most Spanish brands address customers informally online, many Latin American ones formally.',
      'Prices and dates are written differently across markets (1.000,50 € in Spain, $1,000.50 in Mexico); localise them, not only the words.',
    ],
  },
  fr: {
    name: 'French',
    internet_users_millions: 144.7,
    content_share_percent: 4.3,
    cultural_insights: [
      'France’s Toubon law (1994) requires French in advertising and consumer information in France; an English-only offer reads as foreign.',
      'Quebec French prefers its own terms for some everyday words (courriel for e-mail, magasinage for shopping); Canada and France are separate markets.',
    ],
  },
  de: {
    name: 'German',
    internet_users_millions: 92.5,
    content_share_percent: 4.8,
    cultural_insights: [
      'German joins nouns into compounds (Krankenversicherung = health insurance), so a two-word English keyword is often one German word.',
      'Germany, Austria and Switzerland share the language but not every term; Swiss German writing uses ss instead of ß.',
    ],
  },
  ja: {
    name: 'Japanese',
    internet_users_millions: 118.6,
    content_share_percent: 4.6,
    cultural_insights: [
      'Japanese is written in kanji, hiragana and katakana; one keyword is often searched in more than one script (靴 and シューズ for shoes).',
      'Yahoo! JAPAN’s web search has used Google’s results since 2010, so ranking on Google covers both major search engines.',
    ],
  },
};
