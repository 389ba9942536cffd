import type { Config } from '../../config/env.ts';

/** What a week's digest tells: problems added in the last week, contests of the next two. */
export interface DigestContent {
  problems: Array<{ slug: string; title: string; difficulty: string; category: string }>;
  /** All the problems added, of which `problems` are the newest. */
  problemsTotal: number;
  contests: Array<{ id: string; name: string; startsAt: Date; durationMinutes: number }>;
}

/** Problems and contests a digest lists at most (the rest are counted). */
export const DIGEST_LIMIT = 10;

/** The Monday (UTC, `YYYY-MM-DD`) of the week `at` falls in: the digest's week. */
export function weekOf(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** Whether a digest has anything to say: an empty week sends nothing. */
export const hasNews = (c: DigestContent): boolean => c.problemsTotal > 0 || c.contests.length > 0;

/** The mail of a digest, with its one-click unsubscribe (RFC 8058) for `token`. */
export function digestMail(config: Pick<Config, 'publicUrl'>, to: string, token: string, c: DigestContent) {
  const site = config.publicUrl;
  const unsubscribe = `${site}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  const lines: string[] = ['Hello from CodeCoach,', ''];
  if (c.problemsTotal > 0) {
    lines.push(`New problems this week (${c.problemsTotal}):`);
    for (const p of c.problems)
      lines.push(`- ${p.title} (${p.difficulty}, ${p.category}): ${site}/problem/${p.slug}`);
    if (c.problemsTotal > c.problems.length)
      lines.push(`- and ${c.problemsTotal - c.problems.length} more: ${site}/practice`);
    lines.push('');
  }
  if (c.contests.length > 0) {
    lines.push('Upcoming contests:');
    for (const k of c.contests)
      lines.push(
        `- ${k.name}, ${k.startsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${k.durationMinutes} minutes: ${site}/contests`,
      );
    lines.push('');
  }
  lines.push(
    'You get this because you subscribed to the CodeCoach newsletter (at most once a week).',
    `Unsubscribe: ${unsubscribe}`,
  );
  return {
    to,
    subject: 'CodeCoach this week: new problems and contests',
    text: lines.join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
