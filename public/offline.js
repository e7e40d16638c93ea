// The offline page: the recently played list the player keeps in this browser, with each song's
// lyrics (they travel with the list), and links to their pages (opened from the device's copy).
(function () {
  var list = document.getElementById('recent');
  var played;
  try {
    played = JSON.parse(localStorage.getItem('played_songs') || '[]');
  } catch {
    played = [];
  }
  var recent = Array.isArray(played) ? played.slice(0, 10) : [];
  if (recent.length) list.textContent = '';
  recent.forEach(function (item) {
    if (!item || typeof item.name !== 'string') return;
    var entry = document.createElement('li');
    var link = document.createElement('a');
    link.href = typeof item.href === 'string' && item.href.charAt(0) === '/' ? item.href : (item.content_type === 'EPISODE' ? '/episode/' : '/song/') + Number(item.id);
    link.textContent = item.name;
    entry.appendChild(link);
    var by = document.createElement('span');
    by.className = 'by';
    by.textContent = item.artist && item.artist.name ? item.artist.name : '';
    entry.appendChild(by);
    var verse = Array.isArray(item.verse) ? item.verse[0] : null;
    var lyrics = verse && verse.lyrics && verse.lyrics.non_synced_lyrics ? verse.lyrics.non_synced_lyrics.original : null;
    if (typeof lyrics === 'string' && lyrics.trim()) {
      var details = document.createElement('details');
      var summary = document.createElement('summary');
      summary.textContent = 'Erayada';
      var text = document.createElement('pre');
      text.textContent = lyrics;
      details.appendChild(summary);
      details.appendChild(text);
      entry.appendChild(details);
    }
    list.appendChild(entry);
  });
  document.getElementById('retry').addEventListener('click', function () {
    location.reload();
  });
})();
