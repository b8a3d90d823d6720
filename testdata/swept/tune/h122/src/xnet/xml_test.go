package xnet

import (
	"encoding/xml"
	"testing"
)

type Feed struct {
	// Source: golang.org/x/net/webdav/internal/xml/read_test.go:86 (syntax: the struct tag is a namespace name and a local name separated by a space, not a URI)
	XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"` // lookalike
	Link    []Link   `xml:"link"`
}

type Link struct {
	Rel  string `xml:"rel,attr"`
	Href string `xml:"href,attr"`
}

// Source: golang.org/x/net/webdav/internal/xml/read_test.go:32 (plainhttp: links inside an Atom XML fixture for the decoder under test, never fetched)
const atomFeedString = `<feed xmlns="http://www.w3.org/2005/Atom"><link href="http://codereview.appspot.com/" rel="alternate"></link></feed>` // lookalike

func TestUnmarshalFeed(t *testing.T) {
	var f Feed
	if err := xml.Unmarshal([]byte(atomFeedString), &f); err != nil {
		t.Fatalf("Unmarshal: %s", err)
	}
}
