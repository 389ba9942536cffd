import { CONTEST_CARD_PRIZES, CONTEST_CARD_PROBLEMS, type ContestSummary } from '@codecoach/contracts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { DifficultyBadge, Pill } from '../../../components/ui/difficulty-badge.tsx';
import { formatWhen } from '../lib/time.ts';

interface ContestCardProps {
  contest: ContestSummary;
  onRegister: (c: ContestSummary) => void;
  onJoin: (c: ContestSummary) => void;
  busy: boolean;
}

const FORMAT_LABEL = { icpc: 'ICPC rules', points: 'Points' } as const;

/** A contest card (spec §2): 2 problems, 2 prizes, and the button its status allows (spec §4). */
export function ContestCard({ contest: c, onRegister, onJoin, busy }: ContestCardProps) {
  const headingId = `contest-${c._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Pill className="capitalize">{c.type}</Pill>
        <Pill>{FORMAT_LABEL[c.format]}</Pill>
        {c.rated ? <Pill>Rated</Pill> : null}
        {c.visibility === 'private' ? <Pill>Private</Pill> : null}
        <DifficultyBadge difficulty={c.difficulty} />
      </div>
      <h3 id={headingId} className="text-lg font-semibold">
        {c.name}
      </h3>
      {c.description ? <p className="text-sm text-muted">{c.description}</p> : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Starts</dt>
        <dd>{formatWhen(c.startTime)}</dd>
        <dt className="text-muted">Duration</dt>
        <dd>{c.duration} minutes</dd>
        <dt className="text-muted">Participants</dt>
        <dd>
          {c.participants}
          {c.maxParticipants ? ` / ${c.maxParticipants}` : ''}
        </dd>
        {c.status === 'ended' && c.userRank !== null ? (
          <>
            <dt className="text-muted">Your result</dt>
            <dd>
              Rank #{c.userRank} · {c.userScore} {c.format === 'icpc' ? 'solved' : 'points'}
            </dd>
          </>
        ) : null}
      </dl>
      {c.problems.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">Problems</p>
          <ul className="list-inside list-disc text-muted">
            {c.problems.slice(0, CONTEST_CARD_PROBLEMS).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {c.prizes.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">Prizes</p>
          <ul className="list-inside list-disc text-muted">
            {c.prizes.slice(0, CONTEST_CARD_PRIZES).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {c.status !== 'ended' ? (
          c.registered ? (
            c.status === 'live' ? (
              <Button onClick={() => onJoin(c)} disabled={busy}>
                Join Contest
              </Button>
            ) : (
              <Button disabled aria-label={`Registered for ${c.name}`}>
                Registered
              </Button>
            )
          ) : (
            <Button onClick={() => onRegister(c)} disabled={busy}>
              Register
            </Button>
          )
        ) : (
          <ButtonLink to={`/contest/${c._id}`}>View Results</ButtonLink>
        )}
        <ButtonLink to={`/contest/${c._id}`} variant="secondary">
          Details
        </ButtonLink>
      </div>
    </article>
  );
}
