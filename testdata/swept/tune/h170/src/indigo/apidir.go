package indigo

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// APIDirectory resolves identities through a remote identity service.
type APIDirectory struct {
	Client *http.Client
	// API service to make queries to. Includes schema, hostname, and port, but no path or trailing slash. Eg: "http://localhost:6600"
	Host string
}

func (dir *APIDirectory) apiGet(ctx context.Context, u string, body any) error {
	req, err := http.NewRequestWithContext(ctx, "GET", u, nil)
	if err != nil {
		return fmt.Errorf("constructing HTTP request: %w", err)
	}
	resp, err := dir.Client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(body)
}

// ResolveDIDRaw asks the service to resolve any syntactically valid DID.
func (dir *APIDirectory) ResolveDIDRaw(ctx context.Context, did DID) (json.RawMessage, error) {
	var body json.RawMessage
	// Source: github.com/bluesky-social/indigo/atproto/identity/apidir/apidir.go:128 (escaper: the DID being resolved is spliced raw into the query though DID syntax admits percent-escapes, so did:web:localhost%3A2583 reaches the service decoded as a different DID; url.Values is needed; a defect by the check's definition, as non-test code)
	u := dir.Host + "/xrpc/com.atproto.identity.resolveDid?did=" + did.String() // defect escaper
	err := dir.apiGet(ctx, u, &body)
	return body, err
}

func (dir *APIDirectory) ResolveHandle(ctx context.Context, handle Handle) (DID, error) {
	handle = handle.Normalize()
	var body struct{ DID DID }
	// Source: github.com/bluesky-social/indigo/atproto/identity/apidir/apidir.go:159 (escaper: a handle is a validated DNS name of letters, digits, dots and hyphens, which needs no escaping in a query; fine by the check's definition)
	u := dir.Host + "/xrpc/com.atproto.identity.resolveHandle?handle=" + handle.String() // lookalike
	err := dir.apiGet(ctx, u, &body)
	return body.DID, err
}

func (dir *APIDirectory) Lookup(ctx context.Context, atid AtIdentifier) (*Identity, error) {
	var body Identity
	// Source: github.com/bluesky-social/indigo/atproto/identity/apidir/apidir.go:176 (escaper: the identifier may be a DID with percent-escapes and is spliced raw into the query, so the service decodes it into another DID; a defect by the check's definition, as non-test code)
	u := dir.Host + "/xrpc/com.atproto.identity.resolveIdentity?identifier=" + atid.String() // defect escaper
	err := dir.apiGet(ctx, u, &body)
	return &body, err
}
