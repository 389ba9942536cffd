import { ButtonLink } from '../../components/ui/button.tsx';

export function NotFoundRoute() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <title>Page Not Found · CodeCoach</title>
      <h1 className="flex flex-col items-center gap-2">
        <span className="text-7xl font-extrabold text-primary sm:text-8xl">404</span>{' '}
        <span className="text-2xl font-bold">Page Not Found</span>
      </h1>
      <p className="text-muted">The page you were looking for does not exist or has moved.</p>
      <ButtonLink to="/" size="lg">
        Go Home
      </ButtonLink>
    </div>
  );
}
