import { ScreenPlaceholder } from './screen-placeholder.tsx';

export function ContestsRoute() {
  return <ScreenPlaceholder title="Contests" />;
}
