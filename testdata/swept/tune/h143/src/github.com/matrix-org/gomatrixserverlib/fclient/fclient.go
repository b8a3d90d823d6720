// Package fclient is a minimal stub of github.com/matrix-org/gomatrixserverlib/fclient.
package fclient

import (
	"context"
	"net/http"
)

// FederationClient sends requests whose URL uses the matrix scheme through a
// transport that resolves Matrix server names.
type FederationClient interface {
	DoRequestAndParseResponse(ctx context.Context, req *http.Request, result interface{}) error
}
