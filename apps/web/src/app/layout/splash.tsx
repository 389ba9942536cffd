import { APP_NAME, LogoMark } from '../../components/ui/logo.tsx';

/** Spec §2: a branded splash for about 1 second at start. */
export const SPLASH_MS = 1000;

export function Splash() {
  return (
    <div
      role="status"
      aria-label={`Loading ${APP_NAME}`}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-bg"
    >
      <LogoMark className="size-16 motion-safe:animate-splash" />
      <p className="text-2xl font-bold tracking-tight">{APP_NAME}</p>
      <p className="text-sm text-muted">Practise. Run. Get hired.</p>
    </div>
  );
}
