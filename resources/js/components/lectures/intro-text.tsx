/** A scholar's biography or a topic's description: a band of plain text, its line breaks kept. */
export function IntroText({ text }: { text: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <p className="max-w-3xl text-lg leading-relaxed whitespace-pre-line text-stone-700">{text}</p>
    </div>
  );
}
