import { SESSION_HINT_COOKIE } from '@sakinah/contract/routes';

/** Whether a session was started in this browser (the readable hint beside the httpOnly session cookie). */
export const hasSessionHint = () => typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(`${SESSION_HINT_COOKIE}=1`);

/** Drops the hint once the server has said there is no session. */
export const forgetSessionHint = () => {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
};
