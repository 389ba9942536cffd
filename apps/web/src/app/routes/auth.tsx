import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { useHealth } from '../../features/health/api/get-health.ts';

export function AuthRoute() {
  const [params] = useSearchParams();
  const mode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  const health = useHealth();
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
      <title>{`${mode === 'signup' ? 'Sign Up' : 'Sign In'} · CodeCoach`}</title>
      {/* Keyed by mode so the header's Get Started flips a card already on screen. */}
      <AuthCard key={mode} initialMode={mode} demoMode={health.data?.demoMode === true} />
    </div>
  );
}
