// Being built by the profiles feature.
export default function Page() {
  return <section className="container-page section"><h1>view-profile</h1></section>;
}
