// A helper thread of the clustering worker: searches one range of keywords for their neighbours
// (neighbours.ts) while the clustering worker searches another, so a run uses two cores.
import * as Comlink from 'comlink';
import { searchRange, type NeighbourRows, type NeighbourTask } from './neighbours';

Comlink.expose({
  async search(task: NeighbourTask): Promise<NeighbourRows> {
    const rows = await searchRange(task.model, task.params, task.index, task.from, task.to);
    return Comlink.transfer(rows, [rows.nbr.buffer, rows.sim.buffer]);
  },
});
