import { Link } from 'react-router';
import { H2, PageFrame } from './page-frame.tsx';

export function TermsPage() {
  return (
    <PageFrame title="Terms of use" lead="The rules for using this CodeCoach site, in plain words.">
      <H2>Your account</H2>
      <p>
        Keep your password to yourself; you are responsible for what is done with your account. You may delete
        it at any time from Settings.
      </p>
      <H2>Your code</H2>
      <p>
        Code you submit stays yours. You allow the site to store it, run it in its sandbox and show it to you
        and to the site's administrators. It is not shown to other learners.
      </p>
      <H2>Fair use</H2>
      <ul className="list-disc pl-6">
        <li>Do not try to break out of the sandbox, attack the server or other learners' accounts.</li>
        <li>Do not flood the judge with submissions; limits apply and are enforced by the server.</li>
        <li>
          If you find a weakness, report it as the{' '}
          <Link to="/security" className="text-primary underline underline-offset-2">
            security page
          </Link>{' '}
          explains rather than using it.
        </li>
      </ul>
      <H2>No guarantee</H2>
      <p>
        The site is provided as it is. Verdicts come from the problems' tests, which can be wrong; tell us
        through the contact page when you think one is.
      </p>
    </PageFrame>
  );
}
