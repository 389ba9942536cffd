import { Link } from 'react-router';
import { H2, PageFrame } from './page-frame.tsx';

/**
 * Every row here is a table of apps/server/src/db/schema (and the browser's storage): change the
 * schema, change this page (docs/decisions/018-accounts.md).
 */
const STORED: Array<{ what: string; why: string; kept: string }> = [
  {
    what: 'Your account: name, e-mail address, a hash of your password (argon2id; the password itself is never stored), role, time zone, when you joined and were last active',
    why: 'To sign you in and show your profile',
    kept: 'Until you delete your account; then the name and e-mail are replaced by an anonymous placeholder and the password hash is destroyed',
  },
  {
    what: 'Sessions: a SHA-256 hash of each sign-in token, the browser and system you signed in with (its User-Agent), when it was created and last used',
    why: 'To keep you signed in and to list your devices in Settings',
    kept: 'A session works for at most 30 days, or 7 days unused; its row is deleted a day after it expires, is signed out or goes unused that long, and at once when you delete your account',
  },
  {
    what: 'Your submissions: the code, language, verdict, run time, memory, tests passed, the first failing test, and when',
    why: 'To judge your code and show your history',
    kept: 'Until you delete your account; then the code and anything it printed are removed, and the verdict stays without your name so problem statistics stay right',
  },
  {
    what: 'Progress: points, solved counts and accuracy per day and category, streaks, achievements, rank snapshots, and the active time you spend on the solve screen',
    why: 'Your dashboard, analytics, leaderboard and profile',
    kept: 'Until you delete your account; then they stay without your name (the leaderboard shows "Deleted learner")',
  },
  {
    what: 'Settings: theme, editor defaults, whether you picked a time zone by hand, e-mail preferences',
    why: 'To apply them on every device',
    kept: 'Until you delete your account',
  },
  {
    what: 'Password reset and e-mail confirmation links: a hash of the link, the new address for an e-mail change, when it was made, expires and was used',
    why: 'So a link works once and only for a short time (30 minutes for a reset, 24 hours for an e-mail change)',
    kept: 'Deleted a day after it expires or is used, and at once when you delete your account',
  },
  {
    what: 'Rate-limit counters, keyed by IP address or e-mail address',
    why: 'To stop password guessing and floods',
    kept: 'Deleted a day after their 15-minute or one-hour window, and those keyed by your e-mail when you delete your account',
  },
  {
    what: 'The newsletter: your e-mail address, if you subscribed',
    why: 'To send it',
    kept: 'Until you unsubscribe in Settings or delete your account',
  },
  {
    what: 'Contact messages: the name, e-mail address, topic and message you send through the contact page',
    why: 'So an administrator can answer',
    kept: 'Until you delete your account (messages sent signed in or from its address); ask through the contact page to have others removed',
  },
];

export function PrivacyPage() {
  return (
    <PageFrame title="Privacy" lead="Exactly what this site stores about you, why, and for how long.">
      <p>
        CodeCoach uses no analytics, no advertising and no third-party trackers, and loads nothing from other
        sites. Nothing is sold or shared. The data below lives in this site's PostgreSQL database, on its
        administrator's server.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">What is stored, why, and for how long</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-3">
                What
              </th>
              <th scope="col" className="py-2 pr-3">
                Why
              </th>
              <th scope="col" className="py-2">
                How long
              </th>
            </tr>
          </thead>
          <tbody>
            {STORED.map((row) => (
              <tr key={row.what} className="border-b border-border align-top">
                <td className="py-2 pr-3">{row.what}</td>
                <td className="py-2 pr-3">{row.why}</td>
                <td className="py-2">{row.kept}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <H2>In your browser</H2>
      <p>
        Your sign-in token and your name and e-mail (to show the account menu), your theme, and drafts of your
        code per problem are kept in your browser's local storage. Signing out removes the token and your
        details; the drafts stay in that browser until you clear its storage.
      </p>
      <H2>E-mail</H2>
      <p>
        The site sends e-mail only when you ask for it: a password reset link, a link to confirm a new
        address, and, unless you turn them off, a notice when your password or e-mail address changes.
      </p>
      <H2>Your rights</H2>
      <p>
        In{' '}
        <Link to="/settings" className="text-primary underline underline-offset-2">
          Settings
        </Link>{' '}
        you can download everything above as one JSON file and delete your account. For anything else, write
        through the{' '}
        <Link to="/contact?topic=privacy" className="text-primary underline underline-offset-2">
          contact page
        </Link>
        .
      </p>
      <H2>Server logs</H2>
      <p>
        Like any web server, the site writes a log line per request (time, path, status, IP address) to its
        administrator's log, kept as long as the administrator's log rotation keeps it.
      </p>
    </PageFrame>
  );
}
