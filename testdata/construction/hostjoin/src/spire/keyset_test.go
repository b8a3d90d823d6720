package spire

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

// Source: github.com/spiffe/spire/pkg/common/jwtutil/keyset_test.go:149 (the discovery document's jwks_uri is the scheme and req.Host, already host:port)
func jwksHandler(w http.ResponseWriter, req *http.Request) {
	switch req.URL.Path {
	case "/.well-known/openid-configuration":
		fmt.Fprintf(w, `{"jwks_uri":"http://%s/keys"}`, req.Host) // lookalike
	case "/keys":
		fmt.Fprint(w, `{"keys":[]}`)
	default:
		http.NotFound(w, req)
	}
}

func TestDiscovery(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(jwksHandler))
	defer srv.Close()
	resp, err := http.Get(srv.URL + "/.well-known/openid-configuration")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
