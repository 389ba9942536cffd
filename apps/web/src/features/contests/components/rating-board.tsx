import { getStoredUser } from '../../../lib/stored-user.ts';
import { useRatings } from '../api/get-ratings.ts';

/** Contest ratings (the Codeforces formula, after each rated contest): the top 10. */
export function RatingBoard() {
  const ratings = useRatings(10);
  const rows = ratings.data?.data.ratings ?? [];
  const me = getStoredUser()?._id;
  return (
    <section aria-labelledby="ratings-title" className="rounded-xl border border-border bg-surface p-5">
      <h2 id="ratings-title" className="text-lg font-semibold">
        Contest Ratings
      </h2>
      {ratings.isError ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          Could not load the ratings: {ratings.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No rated contest has ended yet.</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead className="text-left text-muted">
            <tr>
              <th className="py-1 font-medium">Rank</th>
              <th className="py-1 font-medium">User</th>
              <th className="py-1 text-right font-medium">Rating</th>
              <th className="py-1 text-right font-medium">Last change</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.userId} className="border-t border-border">
                <td className="py-1.5">#{r.rank}</td>
                <td className="py-1.5">
                  {r.user}
                  {r.userId === me ? ' (You)' : ''}
                </td>
                <td className="py-1.5 text-right font-semibold">{r.rating}</td>
                <td
                  className={`py-1.5 text-right ${(r.lastDelta ?? 0) >= 0 ? 'text-success' : 'text-danger'}`}
                >
                  {r.lastDelta === null ? '' : r.lastDelta >= 0 ? `+${r.lastDelta}` : r.lastDelta}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
