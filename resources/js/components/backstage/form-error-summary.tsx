/**
 * The errors of a save at the top of a form, as spec §5 wants for topics ('Errors: ' followed by
 * them, one line) and resources ('Please fill all the required fields' then a line per error).
 * The edit-conflict error has its own banner with Reload, so it is left out here.
 */
export function FormErrorSummary({ errors, lead, layout }: { errors: Record<string, string | undefined>; lead: string; layout: 'line' | 'list' }) {
  const messages = Object.entries(errors)
    .filter(([field, message]) => field !== 'version' && !!message)
    .map(([, message]) => message!);
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {layout === 'line' ? (
        <p>
          <span className="font-semibold">{lead}</span> {messages.join(' ')}
        </p>
      ) : (
        <>
          <p className="font-semibold">{lead}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
