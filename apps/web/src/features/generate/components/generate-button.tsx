import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { GenerateDialog } from './generate-dialog.tsx';

/** The spec's Generate AI Problem button (practice list, dashboard panel, Quick Actions) and its dialog. */
export function GenerateAiProblemButton(props: {
  variant?: 'primary' | 'secondary';
  size?: 'sm' | 'md';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={props.variant ?? 'secondary'}
        size={props.size}
        className={props.className}
        onClick={() => setOpen(true)}
      >
        Generate AI Problem
      </Button>
      <GenerateDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
