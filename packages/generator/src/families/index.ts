import type { Category } from '@codecoach/contracts';
import type { AnyFamily } from '../family.ts';
import { bestGain, pairCount } from './array.ts';
import { boundedBrackets, queens } from './backtracking.ts';
import { pairBitSum, singleNumber } from './bit-manipulation.ts';
import { gridPath, spacedPick } from './dp.ts';
import { components, weightedPath } from './graph.ts';
import { cookies, disjointIntervals } from './greedy.ts';
import { kthLargest, ropes } from './heap.ts';
import { nextGreaterNode, twinSum } from './linkedlist.ts';
import { divisibleCount, factorialZeros } from './math.ts';
import { firstUnique, recentCount } from './queue.ts';
import { countBelow, minSpeed } from './searching.ts';
import { kDistinct, windowSum } from './sliding-window.ts';
import { closestPair, inversions } from './sorting.ts';
import { removePairs, warmerDays } from './stack.ts';
import { balanced, sameEnds } from './string.ts';
import { maxSubtreeSum, treeDepth } from './tree.ts';
import { prefixCounts, prefixOfAnother } from './trie.ts';
import { commonCount, mostWater } from './two-pointers.ts';

/**
 * Every built-in family, in registry order: never reorder it (selection picks by seed among them, so
 * the same seed gives the same problem). Adding one: write it in `<category>.ts` and list it here.
 */
export const FAMILIES: readonly AnyFamily[] = [
  pairCount,
  bestGain,
  sameEnds,
  balanced,
  nextGreaterNode,
  maxSubtreeSum,
  components,
  spacedPick,
  disjointIntervals,
  queens,
  inversions,
  minSpeed,
  divisibleCount,
  pairBitSum,
  mostWater,
  kDistinct,
  warmerDays,
  recentCount,
  kthLargest,
  prefixCounts,
  factorialZeros,
  singleNumber,
  closestPair,
  countBelow,
  gridPath,
  weightedPath,
  commonCount,
  windowSum,
  twinSum,
  removePairs,
  treeDepth,
  ropes,
  cookies,
  firstUnique,
  prefixOfAnother,
  boundedBrackets,
];

export function familiesOf(category: Category): AnyFamily[] {
  return FAMILIES.filter((f) => f.category === category);
}

export function familyById(id: string): AnyFamily | undefined {
  return FAMILIES.find((f) => f.id === id);
}
