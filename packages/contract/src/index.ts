export * from './constants';
export * from './messages';
export * from './api';
export * from './routes';
export * from './schemas/common';
export * from './schemas/contact';
export * from './schemas/outbox';
export * from './schemas/auth';
