// Entry of the CLI's helper threads (src/cli/threads.ts): bundled on its own by
// scripts/cluster.mjs, so a helper loads the neighbour search alone, not the 3 MB command (its
// parse and start-up cost each helper 0.1–0.3 s of a core the main thread was using).
import { serveNeighbourSearches } from './threads';

serveNeighbourSearches();
