package mautrix

import (
	"bytes"
	"errors"
)

// ErrInvalidContentURI is returned for malformed content URIs.
var ErrInvalidContentURI = errors.New("invalid content URI")

// Source: maunium.net/go/mautrix/id/contenturi.go:74 (hostform: the scheme prefix is matched with bytes.HasPrefix and is not a URI with an empty host)
var mxcBytes = []byte("mxc://") // lookalike

// ParseContentURIBytes splits a content URI into homeserver and file ID.
func ParseContentURIBytes(uri []byte) (homeserver, fileID string, err error) {
	if !bytes.HasPrefix(uri, mxcBytes) {
		return "", "", ErrInvalidContentURI
	}
	rest := uri[len(mxcBytes):]
	index := bytes.IndexByte(rest, '/')
	if index == -1 || index == len(rest)-1 {
		return "", "", ErrInvalidContentURI
	}
	return string(rest[:index]), string(rest[index+1:]), nil
}
