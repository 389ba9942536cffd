import { ANALYTICS_RANGE_LABELS, type AnalyticsData } from '@codecoach/contracts';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function signed(n: number, digits = 0): string {
  const s = n.toFixed(digits);
  return n > 0 ? `+${s}` : n < 0 ? `−${s.slice(1)}` : s;
}

/**
 * The captions under the four overview cards, each a real change against the previous period of
 * the same length (the spec's fixed "+12 this week", "+2.3%", "Personal best!", "+23 positions").
 */
export function overviewCaptions(d: AnalyticsData) {
  const period = ANALYTICS_RANGE_LABELS[d.range].toLowerCase();
  const { solved, accuracy, streak, rank } = d.changes;
  const solvedCaption = `${signed(solved.current)} in the ${period} (${solved.previous} in the period before)`;
  const accuracyCaption =
    accuracy.current === null
      ? 'No judged submissions in this period'
      : accuracy.previous === null
        ? 'Nothing judged in the period before'
        : `${signed(accuracy.current - accuracy.previous, 1)}% vs the period before`;
  const streakCaption = streak.personalBest
    ? 'Personal best!'
    : `Best: ${d.overview.streak.longest} ${d.overview.streak.longest === 1 ? 'day' : 'days'}`;
  let rankCaption: string;
  if (d.overview.rank === null) rankCaption = 'Solve a problem to get a rank';
  else if (rank.previous === null || rank.since === null) rankCaption = 'No earlier rank on record';
  else {
    const moved = rank.previous - d.overview.rank;
    const since = day.format(new Date(`${rank.since}T00:00:00Z`));
    rankCaption =
      moved === 0
        ? `No change since ${since}`
        : `${signed(moved)} ${Math.abs(moved) === 1 ? 'position' : 'positions'} since ${since}`;
  }
  return { solved: solvedCaption, accuracy: accuracyCaption, streak: streakCaption, rank: rankCaption };
}

/** Spec §2: category accuracy is green at 70 or above, otherwise yellow. */
export function accuracyTone(accuracy: number | null): string {
  if (accuracy === null) return 'text-muted';
  return accuracy >= 70 ? 'text-success' : 'text-warning';
}

/** Spec §2: high red, medium yellow, anything else blue. */
export function priorityTone(priority: string): string {
  if (priority === 'high') return 'border-danger/40 bg-danger-soft text-danger';
  if (priority === 'medium') return 'border-warning/40 bg-warning-soft text-warning';
  return 'border-primary/30 bg-primary-soft text-primary';
}
