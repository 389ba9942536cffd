import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../hooks/use-auth.ts';

const ITEM =
  'flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm text-fg outline-none ' +
  'data-[highlighted]:bg-surface-2';

/** The account menu: who is signed in, with their role, and where to go next. */
export function UserMenu() {
  const { state, signOut } = useAuth();
  if (state.status !== 'signed-in') return null;
  const { user } = state;
  const isAdmin = user.role === 'admin';
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';

  return (
    // Non-modal: a modal menu locks page scroll by injecting a <style> tag, which the CSP forbids.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${user.name}`}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-surface-2"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-fg"
        >
          {initial}
        </span>
        <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{user.name}</span>
        <ChevronDownIcon className="size-4 text-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-border bg-surface p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-semibold">{user.name}</span>
            <span className="block truncate text-sm text-muted">{user.email}</span>
            <span
              className={
                'mt-1.5 inline-block rounded-full px-2 py-0.5 text-xs font-medium ' +
                (isAdmin ? 'bg-primary text-primary-fg' : 'bg-surface-2 text-fg')
              }
            >
              {isAdmin ? 'Admin' : 'User'}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/profile">Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/settings">Settings</Link>
          </DropdownMenu.Item>
          {isAdmin ? (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to="/admin">Admin Panel</Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={`${ITEM} text-danger`} onSelect={() => void signOut()}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
