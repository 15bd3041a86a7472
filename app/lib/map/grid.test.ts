import { describe, expect, it } from 'vitest';

import { CLUSTER_MARGIN, cellSize, clusterPlace, WORLD } from './grid';

describe('where a cluster stands', () => {
  it('stands at its homes’ middle when that is away from its cell’s edges', () => {
    // Istanbul, at the whole world's view: a 64-degree cell, and the cluster stays at Istanbul.
    expect(cellSize(WORLD)).toBe(64);
    expect(clusterPlace(28.97, 64)).toBe(28.97);
    expect(clusterPlace(41.01, 64)).toBe(41.01);
  });

  it('keeps off its cell’s edges, so neighbouring cells’ clusters stay apart', () => {
    const cell = 0.5;
    const nearEdge = clusterPlace(0.499, cell);
    const acrossEdge = clusterPlace(0.501, cell);
    expect(nearEdge).toBeCloseTo(0.5 - CLUSTER_MARGIN * cell, 12);
    expect(acrossEdge).toBeCloseTo(0.5 + CLUSTER_MARGIN * cell, 12);
    expect(acrossEdge - nearEdge).toBeGreaterThanOrEqual(2 * CLUSTER_MARGIN * cell - 1e-12);
    // West and south of zero alike.
    expect(clusterPlace(-0.001, cell)).toBeCloseTo(-CLUSTER_MARGIN * cell, 12);
  });
});
