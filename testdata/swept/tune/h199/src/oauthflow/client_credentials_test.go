package oauthflow

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

type testccDriver struct {
	t *testing.T
}

func (td *testccDriver) handler(w http.ResponseWriter, r *http.Request) {
	td.t.Log("got request:", r.URL.Path)
	if r.URL.Path == "/.well-known/openid-configuration" {
		// Source: github.com/sigstore/sigstore/pkg/oauthflow/client_credentials_test.go:38 (plainhttp: rule 1 with the template rule, the issuer is filled with r.Host of the httptest server on loopback, a local test server reached over plain http)
		_, _ = w.Write([]byte(strings.ReplaceAll(wellKnownOIDCConfig, "ISSUER", fmt.Sprintf("http://%s", r.Host)))) // lookalike
		return
	}
	w.WriteHeader(http.StatusBadRequest)
}

func TestClientCredentialsFlowTokenGetter_ccFlow(t *testing.T) {
	td := testccDriver{t: t}
	ts := httptest.NewServer(http.HandlerFunc(td.handler))
	defer ts.Close()
	resp, err := http.Get(ts.URL + "/.well-known/openid-configuration")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
