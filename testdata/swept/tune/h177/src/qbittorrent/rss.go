package qbittorrent

import "encoding/json"

// RSSFeed is one RSS feed as qBittorrent reports it.
type RSSFeed struct {
	UID      string       `json:"uid"`
	URL      string       `json:"url"`
	Title    string       `json:"title"`
	Articles []RSSArticle `json:"articles"`
}

// RSSArticle is one article of a feed.
type RSSArticle struct {
	ID         string `json:"id"`
	TorrentURL string `json:"torrentURL,omitempty"`
	Link       string `json:"link,omitempty"`
}

// RSSItems is the raw tree of folders and feeds.
type RSSItems map[string]json.RawMessage

// ParseFeeds walks the tree and returns every feed.
func (items RSSItems) ParseFeeds() ([]RSSFeed, error) {
	var feeds []RSSFeed
	for _, raw := range items {
		var feed RSSFeed
		if err := json.Unmarshal(raw, &feed); err == nil && feed.URL != "" {
			feeds = append(feeds, feed)
			continue
		}
		var sub RSSItems
		if err := json.Unmarshal(raw, &sub); err != nil {
			return nil, err
		}
		more, err := sub.ParseFeeds()
		if err != nil {
			return nil, err
		}
		feeds = append(feeds, more...)
	}
	return feeds, nil
}

// IsFeed checks if the raw JSON represents a feed (has URL field).
func IsFeed(raw json.RawMessage) bool {
	var feed RSSFeed
	if err := json.Unmarshal(raw, &feed); err == nil {
		return feed.URL != ""
	}
	return false
}

// RSSAutoDownloadRule is an RSS auto-download rule.
type RSSAutoDownloadRule struct {
	Enabled       bool     `json:"enabled"`
	MustContain   string   `json:"mustContain"`
	AffectedFeeds []string `json:"affectedFeeds"`
}

// RSSRules maps rule names to rules.
type RSSRules map[string]RSSAutoDownloadRule
