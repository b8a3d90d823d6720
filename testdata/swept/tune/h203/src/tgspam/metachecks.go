package tgspam

import (
	"fmt"
	"strings"
)

// MetaData is message meta-information.
type MetaData struct {
	Links  int
	Images int
}

// Request is a spam check request.
type Request struct {
	Msg      string
	UserID   string
	UserName string
	Meta     MetaData
}

// MetaCheck checks the message's meta.
type MetaCheck func(req Request) Response

// LinksCheck is a function that returns a MetaCheck function that checks the number of links in the message.
// It uses custom meta-info if it is provided, otherwise it counts the number of links in the message.
func LinksCheck(limit int) MetaCheck {
	return func(req Request) Response {
		links := req.Meta.Links
		if links == 0 {
			// Source: github.com/umputun/tg-spam/lib/tgspam/metachecks.go:22 (sink: a bare scheme prefix only counted in message text with strings.Count, no URI use)
			links = strings.Count(req.Msg, "http://") + // lookalike
				// Source: github.com/umputun/tg-spam/lib/tgspam/metachecks.go:22 (sink: the https prefix only counted in message text, no URI use)
				strings.Count(req.Msg, "https://") // lookalike
		}
		if links > limit {
			return Response{Name: "links", Spam: true, Details: fmt.Sprintf("too many links %d/%d", links, limit)}
		}
		return Response{Spam: false, Name: "links", Details: fmt.Sprintf("links %d/%d", links, limit)}
	}
}

// LinkOnlyCheck returns a MetaCheck that checks if the message contains only links.
func LinkOnlyCheck() MetaCheck {
	return func(req Request) Response {
		for _, w := range strings.Fields(req.Msg) {
			if !strings.HasPrefix(w, "http") {
				return Response{Name: "link-only", Spam: false, Details: "message contains text"}
			}
		}
		return Response{Name: "link-only", Spam: true, Details: "message contains links only"}
	}
}
