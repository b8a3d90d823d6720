package oauthflow

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

const wellKnownOIDCConfig string = `
{
	"issuer": "ISSUER",
	"authorization_endpoint": "ISSUER/auth",
	"token_endpoint": "ISSUER/token",
	"device_authorization_endpoint": "ISSUER/device/code"
}`

type testDriver struct {
	t *testing.T
}

func (td *testDriver) handler(w http.ResponseWriter, r *http.Request) {
	td.t.Log("got request:", r.URL.Path)
	if r.URL.Path == "/.well-known/openid-configuration" {
		// Source: github.com/sigstore/sigstore/pkg/oauthflow/device_test.go:96 (plainhttp: rule 1 with the template rule, r.Host is the httptest server's loopback address, so the issuer is plain http to a local test server, not a public host)
		_, _ = w.Write([]byte(strings.ReplaceAll(wellKnownOIDCConfig, "ISSUER", fmt.Sprintf("http://%s", r.Host)))) // lookalike
		return
	}
	w.WriteHeader(http.StatusBadRequest)
}
