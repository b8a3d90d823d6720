package miniflux

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

// Feed is the normalized result of parsing a feed.
type Feed struct {
	FeedURL string
	Title   string
}

type rssDocument struct {
	Channel struct {
		Title string `xml:"title"`
	} `xml:"channel"`
}

// ParseRSS returns a normalized feed; the feed URL is trimmed before use.
func ParseRSS(baseURL string, data io.Reader) (*Feed, error) {
	var doc rssDocument
	if err := xml.NewDecoder(data).Decode(&doc); err != nil {
		return nil, fmt.Errorf("rss: unable to parse feed: %w", err)
	}
	return &Feed{
		FeedURL: strings.TrimSpace(baseURL),
		Title:   strings.TrimSpace(doc.Channel.Title),
	}, nil
}

// subscription is one outline of an OPML document.
type subscription struct {
	Title           string
	UrlRewriteRules string
}
