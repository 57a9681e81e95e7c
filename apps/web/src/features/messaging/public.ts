/** What other features use of messaging: how chat times are written. */
export { formatFull, formatRelative, formatTime } from './format';
