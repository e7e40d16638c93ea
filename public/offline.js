// The offline page: the recently played list the player keeps in this browser, with each song's
// lyrics (they travel with the list), and links to their pages (opened from the device's copy).
(function () {
  // The site's language, chosen as the server chooses it (server/i18n/request-locale.ts): the
  // menu's `lang` cookie, else the first of ours among the browser's languages, else Somali. The page
  // is written in Somali; English texts wait in data-en attributes. A static file in the service
  // worker's shell, so no catalogue: this script and the page carry the few texts themselves.
  function language() {
    var chosen = /(?:^|;\s*)lang=(so|en)(?:;|$)/.exec(document.cookie);
    if (chosen) return chosen[1];
    var asked = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    for (var i = 0; i < asked.length; i++) {
      var primary = String(asked[i]).toLowerCase().split('-')[0];
      if (primary === 'so' || primary === 'en') return primary;
    }
    return 'so';
  }
  var english = language() === 'en';
  if (english) {
    document.documentElement.lang = 'en';
    document.querySelectorAll('[data-en]').forEach(function (element) {
      element.textContent = element.getAttribute('data-en');
    });
  }

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
      summary.textContent = english ? 'Lyrics' : 'Erayada';
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
