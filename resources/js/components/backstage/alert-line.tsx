/** A refusal or failure said under what it is about, read out as it appears; nothing when there is none. */
export function AlertLine({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-2 text-sm font-medium text-red-600">
      {message}
    </p>
  );
}
