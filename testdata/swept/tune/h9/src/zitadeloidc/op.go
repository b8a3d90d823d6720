package zitadeloidc

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

var hostnames = []string{
	"localhost",
	"oidc.local",
}

func issuers(port string) []string {
	out := make([]string, len(hostnames))
	for i, hostname := range hostnames {
		// Source: github.com/zitadel/oidc/example/server/dynamic/op.go:43 (the hosts are the names of a literal list the loop ranges over, none an IPv6 address)
		out[i] = fmt.Sprintf("http://%s:%s/", hostname, port) // lookalike
	}
	return out
}

func dynamicIssuer(issuer, path string, allowInsecure bool) string {
	schema := "https"
	if allowInsecure {
		schema = "http"
	}
	if len(path) > 0 && !strings.HasPrefix(path, "/") {
		path = "/" + path
	}
	// Source: github.com/zitadel/oidc/pkg/op/config.go:183 (issuer is the request's Host, already host:port with an IPv6 address in brackets)
	return schema + "://" + issuer + path // lookalike
}

func issuerFromRequest(r *http.Request, path string) string {
	return dynamicIssuer(r.Host, path, r.TLS == nil)
}

// DeviceAuthorizationResponse is returned by the device authorization endpoint.
type DeviceAuthorizationResponse struct {
	VerificationURI         string
	VerificationURIComplete string
}

func deviceAuthorization(issuer, userFormPath, userCode string) (*DeviceAuthorizationResponse, error) {
	verification, err := url.Parse(issuer)
	if err != nil {
		return nil, err
	}
	verification.Path = userFormPath
	resp := &DeviceAuthorizationResponse{VerificationURI: verification.String()}
	// Source: github.com/zitadel/oidc/pkg/op/device.go:128 (a user code the package generates from a fixed character set; the escaper check is silent on codes and IDs)
	verification.RawQuery = "user_code=" + userCode // lookalike
	resp.VerificationURIComplete = verification.String()
	return resp, nil
}

func authCallbackURL(authorizationEndpoint, requestID string) string {
	// Source: github.com/zitadel/oidc/pkg/op/op.go:153 (an auth request ID in the query; the escaper check is silent on IDs)
	return authorizationEndpoint + "/callback" + "?id=" + requestID // lookalike
}
