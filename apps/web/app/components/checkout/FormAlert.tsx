/** Messages about a whole form (not one field), read out when they appear. */
export function FormAlert({ messages, title }: { messages: readonly string[]; title?: string | undefined }) {
  if (messages.length === 0 && !title) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger"
    >
      {title && <p className="font-medium">{title}</p>}
      {messages.length > 0 && (
        <ul className={title ? 'mt-1 list-disc pl-5' : ''}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
