import { ScreenPlaceholder } from './screen-placeholder.tsx';

export function LearnRoute() {
  return <ScreenPlaceholder title="Learn" />;
}
