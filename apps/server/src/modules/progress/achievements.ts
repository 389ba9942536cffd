/**
 * The achievements catalogue: real rules over a learner's facts, each earned once (when a verdict
 * first makes it true, stored with that moment) and never taken back. docs/progress.md lists them.
 */

export interface AchievementFacts {
  solved: number;
  points: number;
  judged: number;
  accepted: number;
  hardSolved: number;
  longestStreak: number;
  currentStreak: number;
  /** Most problems solved in any one category. */
  maxCategorySolved: number;
  /** Categories with at least one solved problem. */
  categoriesSolved: number;
  /** A Speed Demon solve happened (see the rule); only known at the verdict that does it. */
  speedSolve: boolean;
}

export interface AchievementRule {
  id: string;
  name: string;
  description: string;
  /** Progress toward the rule, `current` of `target`; capped at target. */
  progress: (f: AchievementFacts) => { current: number; target: number };
  earned: (f: AchievementFacts) => boolean;
  /** Shown as a Next Milestone (only rules whose progress is a plain count). */
  milestone: boolean;
}

/** Speed Demon's limits: a medium or hard problem, first submission, at most this much active time. */
export const SPEED_DEMON_MAX_SECONDS = 10 * 60;
export const CATEGORY_EXPERT_SOLVED = 5;
export const SHARPSHOOTER = { minJudged: 20, minAccuracy: 80 } as const;

function count(
  id: string,
  name: string,
  description: string,
  target: number,
  of: (f: AchievementFacts) => number,
) {
  return {
    id,
    name,
    description,
    milestone: true,
    progress: (f: AchievementFacts) => ({ current: Math.min(of(f), target), target }),
    earned: (f: AchievementFacts) => of(f) >= target,
  } satisfies AchievementRule;
}

/** A streak rule: earned by the longest streak, progress shown on the current one. */
function streak(id: string, name: string, days: number) {
  return {
    id,
    name,
    description: `Practise ${days} days in a row (an accepted submission each day)`,
    milestone: true,
    progress: (f: AchievementFacts) => ({ current: Math.min(f.currentStreak, days), target: days }),
    earned: (f: AchievementFacts) => f.longestStreak >= days,
  } satisfies AchievementRule;
}

export const ACHIEVEMENTS: readonly AchievementRule[] = [
  count('first-solve', 'First Steps', 'Solve your first problem', 1, (f) => f.solved),
  count('solver-10', 'Problem Solver', 'Solve 10 problems', 10, (f) => f.solved),
  count('solver-25', 'Dedicated Learner', 'Solve 25 problems', 25, (f) => f.solved),
  count('solver-50', 'Half Century', 'Solve 50 problems', 50, (f) => f.solved),
  count('hard-solve', 'Giant Slayer', 'Solve a hard problem', 1, (f) => f.hardSolved),
  streak('streak-3', 'On a Roll', 3),
  streak('streak-7', 'Streak Master', 7),
  streak('streak-30', 'Unstoppable', 30),
  {
    id: 'speed-demon',
    name: 'Speed Demon',
    description: `Solve a medium or hard problem with your first submission, within ${SPEED_DEMON_MAX_SECONDS / 60} minutes of active time on it`,
    milestone: false,
    progress: (f) => ({ current: f.speedSolve ? 1 : 0, target: 1 }),
    earned: (f) => f.speedSolve,
  },
  count(
    'category-expert',
    'Category Expert',
    `Solve ${CATEGORY_EXPERT_SOLVED} problems in one category`,
    CATEGORY_EXPERT_SOLVED,
    (f) => f.maxCategorySolved,
  ),
  count(
    'well-rounded',
    'Well Rounded',
    'Solve problems in 5 different categories',
    5,
    (f) => f.categoriesSolved,
  ),
  {
    id: 'sharpshooter',
    name: 'Sharpshooter',
    description: `Reach ${SHARPSHOOTER.minAccuracy}% accuracy over at least ${SHARPSHOOTER.minJudged} judged submissions`,
    milestone: false,
    progress: (f) => ({
      current: Math.min(f.judged, SHARPSHOOTER.minJudged),
      target: SHARPSHOOTER.minJudged,
    }),
    earned: (f) =>
      f.judged >= SHARPSHOOTER.minJudged && f.accepted * 100 >= SHARPSHOOTER.minAccuracy * f.judged,
  },
  count('points-100', 'Triple Digits', 'Earn 100 points', 100, (f) => f.points),
  count('points-500', 'Point Collector', 'Earn 500 points', 500, (f) => f.points),
  count('points-1000', 'Thousand Club', 'Earn 1,000 points', 1000, (f) => f.points),
];

const byId = new Map(ACHIEVEMENTS.map((a) => [a.id, a]));

export function achievementById(id: string): AchievementRule | undefined {
  return byId.get(id);
}

/** The ids whose rules hold for these facts and that the learner does not have yet. */
export function newlyEarned(f: AchievementFacts, have: ReadonlySet<string>): string[] {
  return ACHIEVEMENTS.filter((a) => !have.has(a.id) && a.earned(f)).map((a) => a.id);
}

/**
 * The Next Milestone: of the unearned count rules, the one closest to completion (by fraction);
 * on a tie the earlier in the catalogue. Null when every milestone is earned.
 */
export function nextMilestone(f: AchievementFacts, have: ReadonlySet<string>) {
  let best: { rule: AchievementRule; current: number; target: number } | null = null;
  for (const rule of ACHIEVEMENTS) {
    if (!rule.milestone || have.has(rule.id)) continue;
    const { current, target } = rule.progress(f);
    if (!best || current * best.target > best.current * target) best = { rule, current, target };
  }
  if (!best) return null;
  return {
    id: best.rule.id,
    name: best.rule.name,
    description: best.rule.description,
    current: best.current,
    target: best.target,
    percent: Math.floor((best.current * 100) / best.target),
  };
}
