import type { User } from '@codecoach/contracts';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOwnProfile, usePublicProfile } from '../api/profile.ts';
import { ProfileEdit } from './profile-edit.tsx';
import { ProfileSummary } from './profile-summary.tsx';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** /profile: the learner's own profile, with what only they see and can edit. */
export function ProfileScreen({ onUser }: { onUser: (user: User) => void }) {
  const query = useOwnProfile();
  if (query.isPending) return <Spinner label="Loading profile..." className="py-24" />;
  if (query.isError)
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-10">
        <LoadError what="your profile" message={query.error.message} onRetry={() => void query.refetch()} />
      </div>
    );
  const p = query.data.data.profile;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <title>Profile · CodeCoach</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{p.name}</h1>
        <p className="text-muted">
          {p.email} · {p.role === 'admin' ? 'Admin' : 'User'} · member since{' '}
          {DATE.format(new Date(p.memberSince))}
        </p>
        {p.pendingEmail ? (
          <p className="text-sm">
            Waiting for confirmation from <strong>{p.pendingEmail}</strong>: open the link we sent there.
          </p>
        ) : null}
        <p className="text-sm">
          <Link to={`/profile/${p._id}`} className="font-medium text-primary underline underline-offset-2">
            See my public profile
          </Link>{' '}
          <span className="text-muted">(what other learners see: no e-mail)</span>
        </p>
      </header>
      <ProfileSummary profile={p} />
      <ProfileEdit profile={p} onUser={onUser} />
    </div>
  );
}

/** /profile/:id: another learner's public profile, read-only. */
export function PublicProfileScreen({ id }: { id: string }) {
  const query = usePublicProfile(id);
  if (query.isPending) return <Spinner label="Loading profile..." className="py-24" />;
  if (query.isError)
    return (
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-10">
        <title>Profile not found · CodeCoach</title>
        <h1 className="text-2xl font-bold">Profile not found</h1>
        <p role="alert" className="text-muted">
          {query.error.message}
        </p>
      </div>
    );
  const p = query.data.data.profile;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <title>{`${p.name} · CodeCoach`}</title>
      <header>
        <h1 className="text-3xl font-bold">{p.name}</h1>
        <p className="text-muted">Member since {DATE.format(new Date(p.memberSince))}</p>
      </header>
      <ProfileSummary profile={p} />
    </div>
  );
}
