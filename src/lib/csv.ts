// The CSV writer lives in the contract so the workers that build exports share it (they may not import src/lib).
export * from '../contract/csv';
