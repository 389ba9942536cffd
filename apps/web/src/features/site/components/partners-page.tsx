import { Link } from 'react-router';
import { H2, PageFrame } from './page-frame.tsx';

export function PartnersPage() {
  return (
    <PageFrame title="Partners" lead="CodeCoach has no commercial partners and no sponsors.">
      <p>
        No company pays to place problems, ads or content on CodeCoach, and no data about learners is shared
        with anyone.
      </p>
      <H2>Built on open source</H2>
      <p>
        CodeCoach stands on open-source software: Node.js, Fastify, PostgreSQL, Drizzle ORM, React, TanStack
        Query, CodeMirror, zod, nodemailer, and bubblewrap for the sandbox, with the compilers and
        interpreters of each language.
      </p>
      <p>
        Universities, bootcamps or communities that would like to use CodeCoach with their learners can write
        through the{' '}
        <Link to="/contact?topic=partnership" className="text-primary underline underline-offset-2">
          contact page
        </Link>
        .
      </p>
    </PageFrame>
  );
}
