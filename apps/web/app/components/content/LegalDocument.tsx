export interface LegalText {
  title: string;
  updated: string;
  intro: string[];
  sections: { heading: string; paragraphs: string[]; list?: string[] }[];
}

/** A legal text as a readable page: title, date, introduction and one headed section per topic. */
export function LegalDocument({ text }: { text: LegalText }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 leading-relaxed text-ink sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">{text.title}</h1>
      <p className="mt-3 text-sm text-ink-muted">{text.updated}</p>
      {text.intro.map((paragraph) => (
        <p key={paragraph} className="mt-5">
          {paragraph}
        </p>
      ))}
      {text.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`policy-${index}`} className="mt-10">
          <h2 id={`policy-${index}`} className="text-xl font-semibold">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-ink-muted">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 text-ink-muted">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
