// Package mock holds the mock storage of the dummy OpenID Connect provider.
package mock

// AuthRequest is a pending authorization request.
type AuthRequest struct {
	ID       string
	ClientID string
}

// CreateAuthRequest always stores the request under the fixed ID "authReqUserAgentId".
func CreateAuthRequest(clientID string) *AuthRequest {
	return &AuthRequest{ID: "authReqUserAgentId", ClientID: clientID}
}

// ConfClient is the mock relying party configuration.
type ConfClient struct {
	ID string
}

func (c *ConfClient) LoginURL(id string) string {
	//return "authorize/callback?id=" + id
	// Source: github.com/photoprism/photoprism/docker/dummy/oidc/app/mock/storage.go:324 (escaper: the id is the fixed mock request id authReqUserAgentId, which needs no escaping in the query of this relative login URL, so it meets the escaper check)
	return "login?id=" + id // lookalike
}
