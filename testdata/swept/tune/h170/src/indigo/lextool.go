package indigo

import (
	"context"
	"fmt"
	"net/http"
)

// lextool "net" command: fetch a record named by an AT-URI from the account's PDS.
func runValidateRecord(ctx context.Context, args []string) error {
	aturi, err := ParseATURI(args[1])
	if err != nil {
		return err
	}
	if aturi.RecordKey() == "" {
		return fmt.Errorf("need a full, not partial, AT-URI: %s", aturi)
	}
	dir := DefaultDirectory()
	ident, err := dir.Lookup(ctx, aturi.Authority())
	if err != nil {
		return fmt.Errorf("resolving AT-URI authority: %v", err)
	}
	pdsURL := ident.PDSEndpoint()
	if pdsURL == "" {
		return fmt.Errorf("could not resolve PDS endpoint for AT-URI account: %s", ident.DID.String())
	}
	// Source: github.com/bluesky-social/indigo/atproto/lexicon/cmd/lextool/net.go:52 (escaper: the DID comes from a successful resolution by the default directory, which only resolves did:plc and plain-hostname did:web, and NSID and record key are limited to unreserved characters and colons, so nothing needs escaping; fine by the check's definition)
	url := fmt.Sprintf("%s/xrpc/com.atproto.repo.getRecord?repo=%s&collection=%s&rkey=%s", pdsURL, ident.DID, aturi.Collection(), aturi.RecordKey()) // lookalike
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("fetch failed")
	}
	return nil
}

// resolveLexiconJSON fetches a lexicon schema record (atproto/lexicon).
func resolveLexiconJSON(did DID, nsid NSID) ATURI {
	// Source: github.com/bluesky-social/indigo/atproto/lexicon/resolve.go:65 (syntax: the template is filled with a DID and an NSID, giving a valid DID-authority AT-URI; by the rule that a template is judged as the URI it becomes when filled)
	aturi := ATURI(fmt.Sprintf("at://%s/com.atproto.lexicon.schema/%s", did, nsid)) // lookalike
	return aturi
}
