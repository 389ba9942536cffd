import type { Category } from '@codecoach/contracts';
import type { AnyFamily } from '../family.ts';
import { bestGain, pairCount } from './array.ts';
import { kthLargest, prefixCounts, recentCount, warmerDays } from './containers.ts';
import { components, spacedPick } from './graph-dp.ts';
import { closestPair, countBelow, factorialZeros, singleNumber } from './more.ts';
import { gridPath, weightedPath } from './more2.ts';
import { commonCount, windowSum } from './more3.ts';
import { removePairs, twinSum } from './more4.ts';
import { ropes, treeDepth } from './more5.ts';
import { cookies, firstUnique } from './more6.ts';
import { boundedBrackets, prefixOfAnother } from './more7.ts';
import { divisibleCount, pairBitSum } from './numbers.ts';
import { disjointIntervals, inversions, minSpeed, queens } from './ordering.ts';
import { balanced, sameEnds } from './string.ts';
import { maxSubtreeSum, nextGreaterNode } from './structures.ts';
import { kDistinct, mostWater } from './windows.ts';

/** Every built-in family. Adding one: write it in the file of its category and list it here. */
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
