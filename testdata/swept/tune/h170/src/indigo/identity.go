package indigo

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

var ErrHandleNotDeclared = errors.New("DID document did not include a handle")

// BaseDirectory resolves identities directly (atproto/identity).
type BaseDirectory struct {
	HTTPClient http.Client
}

func (d *BaseDirectory) resolveDIDWeb(ctx context.Context, did DID) (*http.Response, error) {
	if did.Method() != "web" {
		return nil, fmt.Errorf("expected a did:web, got: %s", did)
	}
	hostname := did.Identifier()
	handle, err := ParseHandle(hostname)
	if err != nil {
		return nil, fmt.Errorf("did:web identifier not a simple hostname: %s", hostname)
	}
	if !handle.AllowedTLD() {
		return nil, fmt.Errorf("did:web hostname has disallowed TLD: %s", hostname)
	}
	// Source: github.com/bluesky-social/indigo/atproto/identity/did.go:97 (escaper: the did:web identifier spliced after the scheme was just validated as a plain DNS hostname, which needs no escaping; fine by the check's definition)
	req, err := http.NewRequestWithContext(ctx, "GET", "https://"+hostname+"/.well-known/did.json", nil) // lookalike
	if err != nil {
		return nil, err
	}
	return d.HTTPClient.Do(req)
}

func (d *BaseDirectory) ResolveHandleWellKnown(ctx context.Context, handle Handle) (*http.Response, error) {
	// Source: github.com/bluesky-social/indigo/atproto/identity/handle.go:130 (syntax: the %s is a validated handle, a DNS name, so the filled template is a valid https URL; by the rule that a template is judged as the URI it becomes when filled)
	req, err := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("https://%s/.well-known/atproto-did", handle), nil) // lookalike
	if err != nil {
		return nil, err
	}
	return d.HTTPClient.Do(req)
}

// Returns an atproto handle from the alsoKnownAs URI list for this identifier.
func (i *Identity) DeclaredHandle() (Handle, error) {
	for _, u := range i.AlsoKnownAs {
		// Source: github.com/bluesky-social/indigo/atproto/identity/identity.go:200 (sink: a bare scheme only used as a prefix test, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
		if strings.HasPrefix(u, "at://") && // lookalike
			// Source: github.com/bluesky-social/indigo/atproto/identity/identity.go:200 (sink: the same bare scheme only measured for its length to slice it off, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
			len(u) > len("at://") { // lookalike
			hdl, err := ParseHandle(u[5:])
			if err != nil {
				continue
			}
			return hdl.Normalize(), nil
		}
	}
	return "", ErrHandleNotDeclared
}
