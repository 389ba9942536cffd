import { Link } from 'react-router';
import { H2, PageFrame } from './page-frame.tsx';

export function AboutPage() {
  return (
    <PageFrame
      title="About CodeCoach"
      lead="A place to practise coding-interview problems against real tests."
    >
      <p>
        CodeCoach is a practice site for developers preparing for coding interviews. You pick a problem, write
        a solution in JavaScript, Python, Java or C++, and the server compiles and runs it in a sandbox
        against the problem's tests, hidden ones included. The verdict you see is the one the judge measured.
      </p>
      <H2>What is real here</H2>
      <ul className="list-disc pl-6">
        <li>Verdicts, run times and memory come from running your code, never from chance.</li>
        <li>Your streak, accuracy, rank and achievements are computed from your own submissions.</li>
        <li>
          The problem bank is reviewed: each problem ships with reference solutions that must pass its tests.
        </li>
        <li>Where something is not built yet, the screen says so instead of pretending.</li>
      </ul>
      <H2>Who runs it</H2>
      <p>
        Each CodeCoach site is run by its own administrator, who holds your data on their server. Questions go
        through the{' '}
        <Link to="/contact" className="text-primary underline underline-offset-2">
          contact page
        </Link>
        ; what is stored is on the{' '}
        <Link to="/privacy" className="text-primary underline underline-offset-2">
          privacy page
        </Link>
        .
      </p>
    </PageFrame>
  );
}
