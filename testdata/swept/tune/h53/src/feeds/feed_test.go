package feeds

import (
	"testing"
	"time"
)

func TestFeed(t *testing.T) {
	feed := &Feed{
		Title: "blog",
		// Source: github.com/gorilla/feeds/feed_test.go:202 (plainhttp: a link written into a generated feed; nothing is requested.)
		Link: &Link{Href: "http://jmoiron.net/blog"}, // lookalike
	}
	feed.Items = []*Item{{
		Title: "Limiting Concurrency in Go",
		Link:  feed.Link,
		// Source: github.com/gorilla/feeds/feed_test.go:216 (syntax: HTML item content holding a link inside markup.)
		Content: `<p>Go's goroutines make it easy to make <a href="http://collectiveidea.com/blog/archives/2012/12/03/playing-with-go-embarrassingly-parallel-scripts/">embarrassingly parallel programs</a>.</p>`, // lookalike
		Created: time.Now(),
	}}
	if newAtomFeed(feed).Xmlns == "" || newAtomEntryID(feed.Items[0]) == "" {
		t.Fatal("empty feed fields")
	}
}
