package indigo

import (
	"fmt"
	"strings"
)

type ParsedUri struct {
	Did        string
	Collection string
	Rkey       string
}

// ParseAtUri splits an at:// URI into its DID, collection and record key (util).
func ParseAtUri(uri string) (*ParsedUri, error) {
	// Source: github.com/bluesky-social/indigo/util/uri.go:15 (sink: a bare scheme only tested as a prefix inside the AT-URI parser, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
	if !strings.HasPrefix(uri, "at://") { // lookalike
		// Source: github.com/bluesky-social/indigo/util/uri.go:16 (syntax: an error message quoting the scheme among words, prose by rule 4)
		return nil, fmt.Errorf("AT uris must be prefixed with 'at://'") // lookalike
	}

	// Source: github.com/bluesky-social/indigo/util/uri.go:19 (sink: the bare scheme is only trimmed off the input, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
	trimmed := strings.TrimPrefix(uri, "at://") // lookalike
	parts := strings.Split(trimmed, "/")
	if len(parts) != 3 {
		return nil, fmt.Errorf("AT uris must have three parts: did, collection, tid")
	}
	return &ParsedUri{Did: parts[0], Collection: parts[1], Rkey: parts[2]}, nil
}
