/** Building blocks for the bench and tests only. */
export { draftFromFamily } from './draft.ts';
export { proveDraftSequential } from './prove-baseline.ts';
export { hashString } from './rng.ts';
export { selectFamily } from './select.ts';
