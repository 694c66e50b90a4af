/**
 * A CMS page as a readable document: its name as the title, then its HTML (cleaned by the API when
 * staff saved it) with headed sections, paragraphs, lists and tables (a delivery-price chart, written
 * in the back office's editor) styled here.
 */
export function LegalDocument({ page }: { page: { name: string; content: string } }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 leading-relaxed text-ink sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">{page.name}</h1>
      <div
        className="[&_a]:text-accent [&_a]:underline [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1.5 [&_p]:mt-3 [&_p]:text-ink-muted [&_p:first-child]:text-sm [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:text-ink-muted [&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border-b [&_td]:border-line [&_td]:px-2 [&_td]:py-2 [&_td]:align-top [&_td]:text-ink-muted [&_th]:border-b-2 [&_th]:border-line [&_th]:px-2 [&_th]:py-2 [&_th]:text-left [&_th]:align-top [&_th]:font-semibold"
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
    </article>
  );
}
