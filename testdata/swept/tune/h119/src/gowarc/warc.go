package gowarc

import "net/http"

// Source: github.com/internetarchive/gowarc/utils.go:206 (plainhttp: the warcinfo conformsTo value is the WARC 1.1 spec identifier, never fetched)
func setWarcinfo(h http.Header) {
	h.Set("conformsTo", "http://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/") // lookalike
}

// Source: github.com/internetarchive/gowarc/dialer.go:682 (plainhttp: the WARC-Profile value is a spec-defined identifier, never fetched)
func setRevisitProfile(h http.Header) {
	h.Set("WARC-Profile", "http://netpreserve.org/warc/1.1/revisit/identical-payload-digest") // lookalike
}
