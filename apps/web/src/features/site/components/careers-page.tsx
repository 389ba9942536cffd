import { Link } from 'react-router';
import { PageFrame } from './page-frame.tsx';

export function CareersPage() {
  return (
    <PageFrame title="Careers" lead="There are no open positions right now.">
      <p>
        CodeCoach is a small project and is not hiring at the moment. When that changes, the positions will be
        listed on this page, and nowhere else first.
      </p>
      <p>
        If you would like to help anyway, for example by writing problems with tests and reference solutions,
        write to us through the{' '}
        <Link to="/contact?topic=careers" className="text-primary underline underline-offset-2">
          contact page
        </Link>{' '}
        with the topic Careers.
      </p>
    </PageFrame>
  );
}
