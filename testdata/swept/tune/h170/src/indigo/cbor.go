package indigo

import (
	"bufio"
	"io"
)

func readStringWithMax(r io.Reader, max int) (string, error) {
	s, err := bufio.NewReader(io.LimitReader(r, int64(max))).ReadString(0)
	if err == io.EOF {
		err = nil
	}
	return s, err
}

// SyncSubscribeRepos_RepoOp is a firehose repo operation; Path is the
// collection/rkey path of the record inside the repository.
type SyncSubscribeRepos_RepoOp struct {
	Action string
	Path   string
}

func (t *SyncSubscribeRepos_RepoOp) UnmarshalCBOR(r io.Reader) (err error) {
	sval, err := readStringWithMax(r, 1000000)
	if err != nil {
		return err
	}
	// Source: github.com/bluesky-social/indigo/api/atproto/cbor_gen.go:2051 (escaper: generated CBOR decoding stores a record field named Path, no url.URL and nothing spliced into a URI; fine by the check's definition)
	t.Path = string(sval) // lookalike
	return nil
}

// Document is a site.standard.document record.
type Document struct {
	// path: Combine with site or publication url to construct a canonical URL to the document. Prepend with a leading slash.
	Path *string
}

func (t *Document) UnmarshalCBOR(r io.Reader) (err error) {
	sval, err := readStringWithMax(r, 1000000)
	if err != nil {
		return err
	}
	// Source: github.com/bluesky-social/indigo/api-ext/standardsite/cbor_gen.go:517 (escaper: generated CBOR decoding stores a record field named Path as read, no URI is built here; fine by the check's definition)
	t.Path = (*string)(&sval) // lookalike
	return nil
}
