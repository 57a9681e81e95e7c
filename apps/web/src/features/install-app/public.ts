/** What other features use of the install offer: Settings' card, and the offer on the connections page. */
export { InstallAfterConnection, InstallAppCard } from './install-offer';
