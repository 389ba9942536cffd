import { Link } from 'react-router';

/** 'Forgot your password?' (spec §2) leads to the reset request screen. */
export function ForgotPassword() {
  return (
    <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
      Forgot your password?
    </Link>
  );
}
