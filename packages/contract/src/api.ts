/** API paths (spec section 7), served under API_BASE. One list for the server and the web client. */
export const API_BASE = '/api';

export const API = {
  health: '/health',
  contact: '/contact',
  devOutbox: '/dev/outbox',
  getUser: '/get-user',
  signup: '/signup',
  login: '/login',
  logout: '/logout',
  sendOtp: '/send-otp',
  verifyOtp: '/verify-otp',
  forgetPassword: '/forget-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  updatePassword: '/update-password',
  updateUser: '/update-user',
  deleteUser: '/delete-user',
} as const;

export const apiUrl = (path: string): string => `${API_BASE}${path}`;
