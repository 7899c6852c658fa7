// Command-line arguments of the clustering CLI (validated; errors name the flag).
import { LANGUAGES, LOCATION_LANGUAGE } from './languages';
import type { ClusteringOptions } from './types';

export interface CliArgs {
  input: string;
  format: 'json' | 'csv';
  vectors: boolean;
  options: Partial<ClusteringOptions>;
}

export const USAGE =
  'Usage: npm run cluster -- --input FILE [--threshold 0.7] [--min 2] [--max 20] [--language en] [--location US] [--serp-overlap 3] [--format json|csv] [--no-vectors]';

function numberArg(name: string, value: string | undefined, lo: number, hi: number): number {
  const x = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(x) || x < lo || x > hi) {
    throw new Error(`${name} must be a number from ${lo} to ${hi}`);
  }
  return x;
}

export function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = { input: '', format: 'json', vectors: true, options: {} };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    const take = () => {
      i++;
      return value;
    };
    switch (flag) {
      case '--input':
        args.input = take() ?? '';
        break;
      case '--threshold':
        args.options.similarity_threshold = numberArg(flag, take(), 0.1, 1);
        break;
      case '--min':
        args.options.min_cluster_size = numberArg(flag, take(), 1, 10);
        break;
      case '--max': {
        const max = numberArg(flag, take(), 0, 100000);
        if (max === 1) throw new Error('--max must be 0 (no maximum) or at least 2');
        args.options.max_cluster_size = max;
        break;
      }
      case '--language': {
        const lang = (take() ?? '').toLowerCase();
        if (!(LANGUAGES as readonly string[]).includes(lang))
          throw new Error(`--language must be one of ${LANGUAGES.join(', ')}`);
        args.options.language = lang;
        break;
      }
      case '--location': {
        const loc = (take() ?? '').toUpperCase();
        if (!(loc in LOCATION_LANGUAGE))
          throw new Error(`--location must be one of ${Object.keys(LOCATION_LANGUAGE).join(', ')}`);
        args.options.location = loc;
        break;
      }
      case '--serp-overlap':
        args.options.serp_overlap = numberArg(flag, take(), 1, 10);
        break;
      case '--format': {
        const f = take();
        if (f !== 'json' && f !== 'csv') throw new Error('--format must be json or csv');
        args.format = f;
        break;
      }
      case '--no-vectors':
        args.vectors = false;
        break;
      case '--help':
      case '-h':
        throw new Error(USAGE);
      default:
        throw new Error(`Unknown argument: ${flag}\n${USAGE}`);
    }
  }
  if (!args.input) throw new Error(`--input is required\n${USAGE}`);
  return args;
}
