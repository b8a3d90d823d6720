// Package sitemap is a stand-in for github.com/oxffaa/gopher-parse-sitemap.
package sitemap

import "net/http"

// Entry is a sitemap entry.
type Entry interface{ GetLocation() string }

// EntryConsumer receives entries.
type EntryConsumer func(Entry) error

// ParseFromSite downloads the sitemap at the URL and parses it.
func ParseFromSite(url string, consumer EntryConsumer) error {
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
