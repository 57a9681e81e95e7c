import { Seo } from '../lib/seo';
import { ConnectionsView } from '../features/requests/connections-view';

export default function ConnectionsPage() {
  return (
    <>
      <Seo title="My Connections" description="The Sakinah members you are connected with." />
      <ConnectionsView />
    </>
  );
}
