import { LANGUAGE_LABELS, type PublicProfile } from '@codecoach/contracts';
import { RatingHistory } from './rating-history.tsx';
import { Section } from './section.tsx';
import { SubmissionCalendar } from './submission-calendar.tsx';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg bg-surface-2 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-xl font-bold">{value}</dd>
      {note ? <dd className="text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

/** What a profile shows to its owner and to other learners alike. */
export function ProfileSummary({ profile }: { profile: PublicProfile }) {
  const solved = profile.solved.easy + profile.solved.medium + profile.solved.hard;
  return (
    <>
      <Section title="Progress">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Problems solved" value={String(solved)} />
          <Stat
            label="Global rank"
            value={profile.rank ? `#${profile.rank}` : 'Unranked'}
            note={`${profile.points} points`}
          />
          <Stat
            label="Current streak"
            value={`${profile.streak.current} ${profile.streak.current === 1 ? 'day' : 'days'}`}
            note={`Longest ${profile.streak.longest}`}
          />
          <Stat
            label="Contest rating"
            value={profile.rating === null ? 'None yet' : String(profile.rating)}
            note={profile.rating === null ? 'Rated contests give one' : undefined}
          />
        </dl>
        <h3 className="mt-5 mb-2 text-sm font-semibold">Solved by difficulty</h3>
        <dl className="grid grid-cols-3 gap-3">
          <Stat label="Easy" value={String(profile.solved.easy)} />
          <Stat label="Medium" value={String(profile.solved.medium)} />
          <Stat label="Hard" value={String(profile.solved.hard)} />
        </dl>
      </Section>
      {profile.rating === null ? null : (
        <Section
          title="Contest history"
          description="Rated contests: the rank and the rating change of each."
        >
          <RatingHistory userId={profile._id} />
        </Section>
      )}
      <Section title="Submission calendar">
        <SubmissionCalendar calendar={profile.calendar} />
      </Section>
      <div className="grid gap-6 md:grid-cols-2">
        <Section title="Languages used">
          {profile.languages.length === 0 ? (
            <p className="text-sm text-muted">No submissions yet.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {profile.languages.map((l) => (
                <li key={l.language} className="flex justify-between gap-3">
                  <span className="font-medium">{LANGUAGE_LABELS[l.language]}</span>
                  <span className="text-muted">
                    {l.solved} solved · {l.submissions} submission{l.submissions === 1 ? '' : 's'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Achievements">
          {profile.achievements.length === 0 ? (
            <p className="text-sm text-muted">None yet: solving a first problem earns one.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {profile.achievements.map((a) => (
                <li key={a.id}>
                  <span className="font-medium">{a.name}</span>
                  <span className="text-muted">
                    {' '}
                    · {a.description} · {DATE.format(new Date(a.earnedAt))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </>
  );
}
