import { ConfirmEmailScreen } from '../../features/account/components/confirm-email-screen.tsx';
import { ForgotPasswordScreen } from '../../features/account/components/forgot-password-screen.tsx';
import { ResetPasswordScreen } from '../../features/account/components/reset-password-screen.tsx';

/** The screens reached from 'Forgot your password?' and from the links the e-mails carry. */
export const ForgotPasswordRoute = ForgotPasswordScreen;
export const ResetPasswordRoute = ResetPasswordScreen;
export const ConfirmEmailRoute = ConfirmEmailScreen;
