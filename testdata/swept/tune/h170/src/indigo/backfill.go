package indigo

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// BackfillOptions configures a Backfiller.
type BackfillOptions struct {
	ParallelBackfills int
	RelayHost         string
}

func DefaultBackfillOptions() *BackfillOptions {
	return &BackfillOptions{
		ParallelBackfills: 10,
		RelayHost:         "https://bsky.network",
	}
}

// Backfiller fetches whole repos from the relay or the account's PDS.
type Backfiller struct {
	RelayHost  string
	httpClient *http.Client
}

func NewBackfiller(opts *BackfillOptions) *Backfiller {
	if opts == nil {
		opts = DefaultBackfillOptions()
	}
	// Convert wss:// or ws:// to https:// or http://
	// Source: github.com/bluesky-social/indigo/backfill/backfill.go:160 (sink: a bare scheme only tested as a prefix of the configured relay URL, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
	if strings.HasPrefix(opts.RelayHost, "wss://") { // lookalike
		// Source: github.com/bluesky-social/indigo/backfill/backfill.go:161 (sink: the websocket scheme of a full relay URL is swapped for https, keeping its host and path, so the result is a full URL; fine by the check's definition)
		opts.RelayHost = "https://" + opts.RelayHost[6:] // lookalike
		// Source: github.com/bluesky-social/indigo/backfill/backfill.go:162 (sink: a bare scheme only tested as a prefix, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
	} else if strings.HasPrefix(opts.RelayHost, "ws://") { // lookalike
		// Source: github.com/bluesky-social/indigo/backfill/backfill.go:163 (plainhttp: plain http only mirrors a relay URL the operator configured as plain ws, usually a local relay, no public host is chosen here; fine by the check's definition)
		opts.RelayHost = "http://" + opts.RelayHost[5:] // lookalike
	}
	return &Backfiller{RelayHost: opts.RelayHost, httpClient: http.DefaultClient}
}

// Fetches a repo CAR file over HTTP from the indicated host.
func (b *Backfiller) fetchRepo(ctx context.Context, did, since, host string) (io.ReadCloser, error) {
	// Source: github.com/bluesky-social/indigo/backfill/backfill.go:398 (escaper: the DID is of an account the relay already tracks and resolved, did:plc or plain-hostname did:web without percent-escapes, so raw splicing into the query is safe; fine by the check's definition)
	url := fmt.Sprintf("%s/xrpc/com.atproto.sync.getRepo?did=%s", host, did) // lookalike
	if since != "" {
		url = url + fmt.Sprintf("&since=%s", since)
	}
	req, err := http.NewRequestWithContext(ctx, "GET", url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := b.httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	return resp.Body, nil
}
