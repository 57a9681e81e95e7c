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
  draft: '/draft',
  getDraft: '/get-draft',
  uploadImages: '/upload-images',
  upload: '/upload',
  allImages: '/all-images',
  setAvatar: '/set-avatar',
  deleteImage: '/delete-image',
  removeAvatar: '/remove-avatar',
  userById: (id: string) => `/user/${encodeURIComponent(id)}`,
  allUsers: '/all-users',
} as const;

export const apiUrl = (path: string): string => `${API_BASE}${path}`;
