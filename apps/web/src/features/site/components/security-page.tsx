import { Link } from 'react-router';
import { H2, PageFrame } from './page-frame.tsx';

export function SecurityPage() {
  return (
    <PageFrame
      title="Security"
      lead="How to report a vulnerability, and how CodeCoach protects your account."
    >
      <H2>Reporting a vulnerability</H2>
      <p>
        If you find a weakness, please tell us before telling anyone else. Write through the{' '}
        <Link to="/contact?topic=security" className="text-primary underline underline-offset-2">
          contact page
        </Link>{' '}
        with the topic Security report: what you found, how to reproduce it, and what it lets an attacker do.
        We read security reports first, answer by e-mail, and say when it is fixed.
      </p>
      <p>
        Please do not access other learners' data beyond what you need to show the problem, do not degrade the
        service for others, and do not try to break out of the judge's sandbox on machines you do not own.
        Good-faith research within these limits is welcome.
      </p>
      <p>
        The same contact details are published for tools at{' '}
        <a href="/.well-known/security.txt" className="text-primary underline underline-offset-2">
          /.well-known/security.txt
        </a>{' '}
        (RFC 9116).
      </p>
      <H2>How your account is protected</H2>
      <ul className="list-disc pl-6">
        <li>Passwords are hashed with argon2id; common passwords are refused.</li>
        <li>
          Sign-in tokens are random and stored only as hashes; each can be signed out from Settings, and
          changing or resetting your password signs out the others.
        </li>
        <li>Sign-in, password reset and e-mail changes are rate limited.</li>
        <li>Password reset links work once, for 30 minutes, and are stored only as hashes.</li>
        <li>
          A strict Content Security Policy stops injected scripts; problem text is rendered without raw HTML.
        </li>
        <li>Your code runs in a sandbox without network access, with its own memory and time limits.</li>
      </ul>
    </PageFrame>
  );
}
