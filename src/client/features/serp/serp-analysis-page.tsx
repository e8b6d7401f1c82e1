// Placeholder until this screen is built.
export function SerpAnalysisPage() {
  return <div className="mx-auto max-w-5xl px-4 py-10"><h1 className="text-2xl font-bold">SERP Analysis</h1></div>;
}
