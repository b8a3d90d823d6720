package dendrite

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

type membershipRequest struct {
	IDServer string
	Medium   string
	Address  string
}

type threepidCredentials struct {
	SID      string
	IDServer string
	Secret   string
}

func queryIDServerLookup(body *membershipRequest) (*http.Request, error) {
	address := url.QueryEscape(body.Address)
	// Source: github.com/element-hq/dendrite/clientapi/threepid/invites.go:196 (escaper: the address is escaped with url.QueryEscape and the medium is an identifier, raw IDs are look-alikes)
	requestURL := fmt.Sprintf("https://%s/_matrix/identity/api/v1/lookup?medium=%s&address=%s", body.IDServer, body.Medium, address) // lookalike
	return http.NewRequest(http.MethodGet, requestURL, nil)
}

func queryIDServerStoreInvite(body *membershipRequest, data url.Values) (*http.Request, error) {
	// Source: github.com/element-hq/dendrite/clientapi/threepid/invites.go:256 (hostjoin: only a Matrix server name is spliced after the scheme, no host and port are joined with a bare colon)
	requestURL := fmt.Sprintf("https://%s/_matrix/identity/api/v1/store-invite", body.IDServer) // lookalike
	return http.NewRequest(http.MethodPost, requestURL, strings.NewReader(data.Encode()))
}

func queryIDServerPubKey(idServerName string, keyID string) (*http.Request, error) {
	// Source: github.com/element-hq/dendrite/clientapi/threepid/invites.go:284 (escaper: the key ID is an identifier put raw into a path segment, and whether an ID needs escaping is not known from the code)
	requestURL := fmt.Sprintf("https://%s/_matrix/identity/api/v1/pubkey/%s", idServerName, keyID) // lookalike
	return http.NewRequest(http.MethodGet, requestURL, nil)
}

func keyValidityURL(body *membershipRequest) string {
	// Source: github.com/element-hq/dendrite/clientapi/threepid/invites.go:371 (hostjoin: only a Matrix server name is spliced after the scheme, no host and port are joined with a bare colon)
	validityURL := fmt.Sprintf("https://%s/_matrix/identity/api/v1/pubkey/isvalid", body.IDServer) // lookalike
	return validityURL
}

func createSession(idServer, secret, email string) (*http.Request, error) {
	// Source: github.com/element-hq/dendrite/clientapi/threepid/threepid.go:61 (hostjoin: only a Matrix server name is spliced after the scheme, no host and port are joined with a bare colon)
	postURL := fmt.Sprintf("https://%s/_matrix/identity/api/v1/validate/email/requestToken", idServer) // lookalike
	data := url.Values{}
	data.Add("client_secret", secret)
	data.Add("email", email)
	return http.NewRequest(http.MethodPost, postURL, strings.NewReader(data.Encode()))
}

func checkAssociation(creds threepidCredentials) (*http.Request, error) {
	// Source: github.com/element-hq/dendrite/clientapi/threepid/threepid.go:115 (escaper: the session ID and client secret are tokens put raw into the query, and whether a token needs escaping is not known from the code)
	requestURL := fmt.Sprintf("https://%s/_matrix/identity/api/v1/3pid/getValidated3pid?sid=%s&client_secret=%s", creds.IDServer, creds.SID, creds.Secret) // lookalike
	return http.NewRequest(http.MethodGet, requestURL, nil)
}

func publishAssociation(creds threepidCredentials, userID string) (*http.Request, error) {
	// Source: github.com/element-hq/dendrite/clientapi/threepid/threepid.go:148 (hostjoin: only a Matrix server name is spliced after the scheme, no host and port are joined with a bare colon)
	postURL := fmt.Sprintf("https://%s/_matrix/identity/api/v1/3pid/bind", creds.IDServer) // lookalike
	data := url.Values{}
	data.Add("sid", creds.SID)
	data.Add("client_secret", creds.Secret)
	data.Add("mxid", userID)
	return http.NewRequest(http.MethodPost, postURL, strings.NewReader(data.Encode()))
}
