package qbittorrent

import (
	"encoding/json"
	"testing"
)

func TestRSSItems_ParseFeeds(t *testing.T) {
	tests := []struct {
		name     string
		jsonData string
		wantLen  int
		wantURLs []string
	}{
		{
			name: "single feed",
			// Source: github.com/autobrr/go-qbittorrent/rss_test.go:20 (syntax: a JSON document decoded with json.Unmarshal that holds a feed URL as a field, the literal is no URI and its whitespace is JSON layout; the URLs sit inside a larger JSON text joined to what surrounds them, so by rule 4 the literal is a look-alike)
			jsonData: "{\n\t\t\t\t\"My Feed\": {\n\t\t\t\t\t\"uid\": \"abc123\",\n\t\t\t\t\t\"url\": \"https://example.com/rss\",\n\t\t\t\t\t\"title\": \"Example Feed\"\n\t\t\t\t}\n\t\t\t}", // lookalike
			wantLen:  1,
			wantURLs: []string{"https://example.com/rss"},
		},
		{
			name: "nested folder with feeds",
			// Source: github.com/autobrr/go-qbittorrent/rss_test.go:32 (syntax: JSON tree of RSS folders given to json.Unmarshal, the feed URLs inside are well formed JSON string values and the literal is no URI; the URLs sit inside a larger JSON text joined to what surrounds them, so by rule 4 the literal is a look-alike)
			jsonData: "{\n\t\t\t\t\"TV Shows\": {\n\t\t\t\t\t\"Feed 1\": {\n\t\t\t\t\t\t\"uid\": \"feed1\",\n\t\t\t\t\t\t\"url\": \"https://example.com/tv1\"\n\t\t\t\t\t},\n\t\t\t\t\t\"Feed 2\": {\n\t\t\t\t\t\t\"uid\": \"feed2\",\n\t\t\t\t\t\t\"url\": \"https://example.com/tv2\"\n\t\t\t\t\t}\n\t\t\t\t},\n\t\t\t\t\"Movies\": {\n\t\t\t\t\t\"uid\": \"movies\",\n\t\t\t\t\t\"url\": \"https://example.com/movies\"\n\t\t\t\t}\n\t\t\t}", // lookalike
			wantLen:  3,
			wantURLs: []string{"https://example.com/tv1", "https://example.com/tv2", "https://example.com/movies"},
		},
		{
			name: "deeply nested folders",
			// Source: github.com/autobrr/go-qbittorrent/rss_test.go:53 (syntax: JSON of nested folders decoded by json.Unmarshal, a JSON text and no URI; the URLs sit inside a larger JSON text joined to what surrounds them, so by rule 4 the literal is a look-alike)
			jsonData: "{\n\t\t\t\t\"Level1\": {\n\t\t\t\t\t\"Level2\": {\n\t\t\t\t\t\t\"Deep Feed\": {\n\t\t\t\t\t\t\t\"uid\": \"deep\",\n\t\t\t\t\t\t\t\"url\": \"https://example.com/deep\"\n\t\t\t\t\t\t}\n\t\t\t\t\t}\n\t\t\t\t}\n\t\t\t}", // lookalike
			wantLen:  1,
			wantURLs: []string{"https://example.com/deep"},
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var items RSSItems
			if err := json.Unmarshal([]byte(tt.jsonData), &items); err != nil {
				t.Fatal(err)
			}
			feeds, err := items.ParseFeeds()
			if err != nil {
				t.Fatal(err)
			}
			if len(feeds) != tt.wantLen {
				t.Fatalf("got %d feeds, want %d", len(feeds), tt.wantLen)
			}
		})
	}
}

func TestIsFeed(t *testing.T) {
	tests := []struct {
		name     string
		jsonData string
		want     bool
	}{
		{
			name: "valid feed with URL",
			// Source: github.com/autobrr/go-qbittorrent/rss_test.go:103 (syntax: a one-line JSON object whose url field holds a feed URL, text before the scheme is JSON and the literal is no URI; the URLs sit inside a larger JSON text joined to what surrounds them, so by rule 4 the literal is a look-alike)
			jsonData: `{"uid": "abc", "url": "https://example.com/rss"}`, // lookalike
			want:     true,
		},
		{
			name: "folder (no URL)",
			// Source: github.com/autobrr/go-qbittorrent/rss_test.go:108 (syntax: a JSON folder object with a nested feed, the closing braces are JSON and not part of the URL; the URLs sit inside a larger JSON text joined to what surrounds them, so by rule 4 the literal is a look-alike)
			jsonData: `{"subfolder": {"uid": "xyz", "url": "https://example.com"}}`, // lookalike
			want:     false,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := IsFeed(json.RawMessage(tt.jsonData)); got != tt.want {
				t.Errorf("IsFeed = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestRSSFeed_Unmarshal(t *testing.T) {
	// Source: github.com/autobrr/go-qbittorrent/rss_test.go:132 (syntax: a JSON feed document decoded by json.Unmarshal, its URLs are JSON string values and the literal is no URI; the URLs sit inside a larger JSON text joined to what surrounds them, so by rule 4 the literal is a look-alike)
	jsonData := "{\n\t\t\"uid\": \"abc123\",\n\t\t\"url\": \"https://example.com/rss\",\n\t\t\"title\": \"Test Feed\",\n\t\t\"articles\": [\n\t\t\t{\n\t\t\t\t\"id\": \"article1\",\n\t\t\t\t\"torrentURL\": \"https://example.com/torrent\",\n\t\t\t\t\"link\": \"https://example.com/article\"\n\t\t\t}\n\t\t]\n\t}" // lookalike

	var feed RSSFeed
	if err := json.Unmarshal([]byte(jsonData), &feed); err != nil {
		t.Fatal(err)
	}
	if feed.URL != "https://example.com/rss" {
		t.Errorf("URL = %q", feed.URL)
	}
	if feed.Articles[0].TorrentURL != "https://example.com/torrent" {
		t.Errorf("TorrentURL = %q", feed.Articles[0].TorrentURL)
	}
}

func TestRSSAutoDownloadRule_Unmarshal(t *testing.T) {
	// Source: github.com/autobrr/go-qbittorrent/rss_test.go:175 (syntax: a JSON rule document with a list of affected feed URLs, decoded by json.Unmarshal; the literal is no URI)
	jsonData := "{\n\t\t\"enabled\": true,\n\t\t\"mustContain\": \"1080p\",\n\t\t\"affectedFeeds\": [\"https://example.com/rss1\", \"https://example.com/rss2\"]\n\t}" // lookalike

	var rule RSSAutoDownloadRule
	if err := json.Unmarshal([]byte(jsonData), &rule); err != nil {
		t.Fatal(err)
	}
	if len(rule.AffectedFeeds) != 2 {
		t.Errorf("AffectedFeeds = %v", rule.AffectedFeeds)
	}
}

func TestRSSRules_Unmarshal(t *testing.T) {
	// Source: github.com/autobrr/go-qbittorrent/rss_test.go:251 (syntax: a JSON map of rules, each with affected feed URLs, decoded by json.Unmarshal; the literal is no URI)
	jsonData := "{\n\t\t\"TV Rule\": {\n\t\t\t\"enabled\": true,\n\t\t\t\"mustContain\": \"1080p\",\n\t\t\t\"affectedFeeds\": [\"https://example.com/tv\"]\n\t\t},\n\t\t\"Movie Rule\": {\n\t\t\t\"enabled\": false,\n\t\t\t\"mustContain\": \"2160p\",\n\t\t\t\"affectedFeeds\": [\"https://example.com/movies\"]\n\t\t}\n\t}" // lookalike

	var rules RSSRules
	if err := json.Unmarshal([]byte(jsonData), &rules); err != nil {
		t.Fatal(err)
	}
	if len(rules) != 2 {
		t.Errorf("got %d rules", len(rules))
	}
}
