import { H2, PageFrame } from './page-frame.tsx';

/** Short articles about how the site works, written by the people who built it. */
export function BlogPage() {
  return (
    <PageFrame title="Blog" lead="Notes on how CodeCoach works.">
      <section aria-labelledby="post-judge">
        <H2>
          <span id="post-judge">How your code is judged</span>
        </H2>
        <p className="text-sm text-muted">November 2026</p>
        <p>
          When you press Submit Solution, your submission is queued and a judge worker picks it up. Your code
          runs in a sandbox of its own, with no network and its own memory and time limits, and is fed the
          problem's tests one at a time. The judge measures each test's CPU time itself, stops at the first
          failing test, and records the verdict once. While it runs, the screen shows which test it is on.
        </p>
      </section>
      <section aria-labelledby="post-streak">
        <H2>
          <span id="post-streak">Why your streak follows your time zone</span>
        </H2>
        <p className="text-sm text-muted">November 2026</p>
        <p>
          A streak counts days in a row with an accepted submission. A day is your own calendar day, in the
          time zone of your settings, so solving a problem at 23:30 counts for today wherever you live. If you
          move and change your time zone, new days are counted in the new zone, and the days already counted
          stay as they were.
        </p>
      </section>
      <section aria-labelledby="post-account">
        <H2>
          <span id="post-account">Your account is yours</span>
        </H2>
        <p className="text-sm text-muted">November 2026</p>
        <p>
          From Settings you can change your password, see every device you are signed in on and sign any of
          them out, download all your data as one JSON file, and delete your account. Deleting removes your
          name, e-mail and code; your past verdicts stay in the problems' statistics, without your name.
        </p>
      </section>
    </PageFrame>
  );
}
