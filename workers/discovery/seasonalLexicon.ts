/**
 * Written lexicon of seasonal terms: when searches for each usually peak and dip (Northern
 * Hemisphere calendar; US tax and school years). These are editorial descriptors of well-known
 * calendar events, not measurements: patterns found through them are labelled 'Estimated'.
 * Each term is matched as whole words of a keyword.
 */
export interface SeasonalTerm {
  terms: string[];
  seasonal_type: string;
  peak_months: number[];
  low_months: number[];
}

export const SEASONAL_LEXICON: readonly SeasonalTerm[] = [
  {
    terms: ['christmas', 'xmas', 'advent', 'stocking stuffer'],
    seasonal_type: 'Christmas',
    peak_months: [11, 12],
    low_months: [1, 2, 3],
  },
  { terms: ['black friday', 'cyber monday'], seasonal_type: 'Black Friday', peak_months: [11], low_months: [1, 2, 3] },
  { terms: ['thanksgiving', 'turkey recipe'], seasonal_type: 'Thanksgiving', peak_months: [11], low_months: [1, 2, 3] },
  {
    terms: ['halloween', 'costume', 'costumes', 'trick or treat'],
    seasonal_type: 'Halloween',
    peak_months: [10],
    low_months: [1, 2, 3],
  },
  {
    terms: ['valentine', 'valentines', "valentine's"],
    seasonal_type: "Valentine's Day",
    peak_months: [2],
    low_months: [6, 7, 8],
  },
  { terms: ['easter'], seasonal_type: 'Easter', peak_months: [3, 4], low_months: [8, 9, 10] },
  { terms: ['mothers day', "mother's day"], seasonal_type: "Mother's Day", peak_months: [5], low_months: [9, 10, 11] },
  { terms: ['fathers day', "father's day"], seasonal_type: "Father's Day", peak_months: [6], low_months: [10, 11, 12] },
  {
    terms: ['new year', 'new years', 'resolution', 'resolutions'],
    seasonal_type: 'New Year',
    peak_months: [12, 1],
    low_months: [6, 7, 8],
  },
  {
    terms: ['tax', 'taxes', 'tax return', 'irs', 'w2', '1099'],
    seasonal_type: 'Tax season',
    peak_months: [2, 3, 4],
    low_months: [7, 8, 11],
  },
  {
    terms: ['back to school', 'school supplies', 'school', 'semester', 'college applications'],
    seasonal_type: 'School year',
    peak_months: [8, 9],
    low_months: [6, 7, 12],
  },
  { terms: ['graduation', 'prom'], seasonal_type: 'Graduation', peak_months: [4, 5, 6], low_months: [10, 11, 12] },
  {
    terms: ['summer', 'pool', 'beach', 'sunscreen', 'air conditioner', 'air conditioning', 'camping'],
    seasonal_type: 'Summer',
    peak_months: [6, 7, 8],
    low_months: [12, 1, 2],
  },
  {
    terms: ['winter', 'snow', 'ski', 'skiing', 'heating', 'furnace', 'snow tires'],
    seasonal_type: 'Winter',
    peak_months: [12, 1, 2],
    low_months: [6, 7, 8],
  },
  {
    terms: ['spring', 'gardening', 'garden', 'lawn', 'allergy', 'allergies'],
    seasonal_type: 'Spring',
    peak_months: [3, 4, 5],
    low_months: [11, 12, 1],
  },
  {
    terms: ['autumn', 'fall', 'pumpkin', 'leaf removal'],
    seasonal_type: 'Autumn',
    peak_months: [9, 10, 11],
    low_months: [3, 4, 5],
  },
  {
    terms: ['flu', 'cold remedy', 'flu shot'],
    seasonal_type: 'Flu season',
    peak_months: [12, 1, 2],
    low_months: [6, 7, 8],
  },
  { terms: ['wedding', 'weddings'], seasonal_type: 'Wedding season', peak_months: [5, 6, 9], low_months: [11, 12, 1] },
];
