// Package feeds holds cases rewritten from github.com/gorilla/feeds.
package feeds

import (
	"fmt"
	"net/url"
	"time"
)

// Source: github.com/gorilla/feeds/atom.go:12 (plainhttp: the Atom XML namespace name is an identifier that must be written exactly so and is never fetched.)
const ns = "http://www.w3.org/2005/Atom" // lookalike

// AtomFeed is the root element of an Atom document.
type AtomFeed struct {
	Xmlns string `xml:"xmlns,attr"`
	Title string `xml:"title"`
	Id    string `xml:"id"`
}

// Link is the link of a feed or an item.
type Link struct {
	Href string
}

// Item is one entry of a feed.
type Item struct {
	Title   string
	Link    *Link
	Content string
	Created time.Time
}

// Feed is a feed before it is written in one of the formats.
type Feed struct {
	Title string
	Link  *Link
	Items []*Item
}

func newAtomFeed(f *Feed) *AtomFeed {
	return &AtomFeed{Xmlns: ns, Title: f.Title, Id: f.Link.Href}
}

// Source: github.com/gorilla/feeds/atom.go:104 (hostjoin: the colon of the tag URI separates date and path, not host and port.)
func newAtomEntryID(i *Item) string {
	host, path := i.Link.Href, ""
	if u, err := url.Parse(i.Link.Href); err == nil {
		host, path = u.Host, u.Path
	}
	return fmt.Sprintf("tag:%s,%s:%s", host, i.Created.Format("2006-01-02"), path) // lookalike
}
