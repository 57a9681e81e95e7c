// Being built by the profiles feature.
export default function Page() {
  return <section className="container-page section"><h1>profile-editor</h1></section>;
}
