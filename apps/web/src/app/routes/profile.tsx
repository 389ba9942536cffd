import { ScreenPlaceholder } from './screen-placeholder.tsx';

export function ProfileRoute() {
  return <ScreenPlaceholder title="Profile" />;
}
