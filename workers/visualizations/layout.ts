/**
 * A deterministic force layout (Fruchterman–Reingold) for the cluster map: similar clusters pull
 * together, every pair pushes apart, a weak gravity keeps the map compact, and clusters of one
 * topic start and stay near each other.
 * Repulsion only looks at nearby nodes through a grid (cost grows with the clusters, not their
 * square); it runs in the chart worker, off the page's thread. No randomness: the same result
 * always gives the same map.
 */

export interface LayoutEdge {
  a: number;
  b: number;
  /** 0..1 */
  weight: number;
}

export interface Point {
  x: number;
  y: number;
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
const ITERATIONS = 100;
/** Repulsion is cut off beyond this many ideal distances (the grid's cell size). */
const CUTOFF = 2;
/** A weak pull to the centre, so unrelated clusters close ranks instead of drifting to the edges. */
const GRAVITY = 0.02;

/** Sunflower spiral positions: evenly spread, deterministic, largest (first) in the middle. */
function spiral(index: number, spacing: number): Point {
  const radius = spacing * Math.sqrt(index + 0.5);
  const angle = index * GOLDEN_ANGLE;
  return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
}

/**
 * Start positions: groups (topics) on a spiral, their members on a small spiral around the
 * group's centre. `groups[i]` is node i's group index; groups are numbered by importance.
 */
export function initialPositions(groups: readonly number[]): Point[] {
  const sizes = new Map<number, number>();
  const rank = groups.map((group) => {
    const seen = sizes.get(group) ?? 0;
    sizes.set(group, seen + 1);
    return seen;
  });
  const centres = new Map<number, Point>();
  let offset = 0;
  for (const group of [...sizes.keys()].sort((a, b) => a - b)) {
    // Groups take room by their size so big topics do not overlap their neighbours.
    centres.set(group, spiral(offset, 1.2));
    offset += Math.max(1, sizes.get(group) ?? 1);
  }
  return groups.map((group, index) => {
    const centre = centres.get(group) ?? { x: 0, y: 0 };
    const own = spiral(rank[index], 0.6);
    return { x: centre.x + own.x, y: centre.y + own.y };
  });
}

/** One number per grid cell (cells stay within ±50,000 of the origin). */
const cellKey = (gx: number, gy: number) => gx * 100_003 + gy;

export function forceLayout(start: readonly Point[], edges: readonly LayoutEdge[]): Point[] {
  const n = start.length;
  const points = start.map((point) => ({ ...point }));
  if (n <= 1) return points;
  const k = 1;
  const cell = CUTOFF * k;
  let temperature = Math.sqrt(n) * 0.5;
  const cooling = temperature / (ITERATIONS + 1);
  const dx = new Float64Array(n);
  const dy = new Float64Array(n);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    dx.fill(0);
    dy.fill(0);
    const grid = new Map<number, number[]>();
    points.forEach((point, index) => {
      const key = cellKey(Math.floor(point.x / cell), Math.floor(point.y / cell));
      const bucket = grid.get(key);
      if (bucket) bucket.push(index);
      else grid.set(key, [index]);
    });
    for (let i = 0; i < n; i++) {
      const gx = Math.floor(points[i].x / cell);
      const gy = Math.floor(points[i].y / cell);
      for (let ox = -1; ox <= 1; ox++) {
        for (let oy = -1; oy <= 1; oy++) {
          for (const j of grid.get(cellKey(gx + ox, gy + oy)) ?? []) {
            if (j <= i) continue;
            let ddx = points[i].x - points[j].x;
            let ddy = points[i].y - points[j].y;
            let distance = Math.hypot(ddx, ddy);
            if (distance === 0) {
              // Coincident nodes: separate them along a direction fixed by their indexes.
              ddx = Math.cos(i + j);
              ddy = Math.sin(i + j);
              distance = 0.01;
            }
            if (distance > cell) continue;
            const force = (k * k) / distance;
            dx[i] += (ddx / distance) * force;
            dy[i] += (ddy / distance) * force;
            dx[j] -= (ddx / distance) * force;
            dy[j] -= (ddy / distance) * force;
          }
        }
      }
    }
    for (const edge of edges) {
      const ddx = points[edge.a].x - points[edge.b].x;
      const ddy = points[edge.a].y - points[edge.b].y;
      const distance = Math.hypot(ddx, ddy);
      if (distance === 0) continue;
      const force = ((distance * distance) / k) * edge.weight;
      dx[edge.a] -= (ddx / distance) * force;
      dy[edge.a] -= (ddy / distance) * force;
      dx[edge.b] += (ddx / distance) * force;
      dy[edge.b] += (ddy / distance) * force;
    }
    for (let i = 0; i < n; i++) {
      dx[i] -= GRAVITY * points[i].x;
      dy[i] -= GRAVITY * points[i].y;
      const length = Math.hypot(dx[i], dy[i]);
      if (length === 0) continue;
      const step = Math.min(length, temperature);
      points[i].x += (dx[i] / length) * step;
      points[i].y += (dy[i] / length) * step;
    }
    temperature -= cooling;
  }
  return points;
}

/** Positions scaled into 0..100 on both axes (aspect kept), rounded to 0.01. */
export function normalise(points: readonly Point[]): Point[] {
  if (points.length === 0) return [];
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const span = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY) || 1;
  const padX = (span - (Math.max(...xs) - minX)) / 2;
  const padY = (span - (Math.max(...ys) - minY)) / 2;
  const scale = (value: number) => Math.round((value / span) * 10_000) / 100;
  return points.map((point) => ({ x: scale(point.x - minX + padX), y: scale(point.y - minY + padY) }));
}
