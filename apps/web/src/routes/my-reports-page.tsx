import { Seo } from '../lib/seo';
import { MyReportsView } from '../features/safety/my-reports';

export default function MyReportsPage() {
  return (
    <>
      <Seo title="My reports" description="The members you reported on Sakinah and what our team did." />
      <MyReportsView />
    </>
  );
}
