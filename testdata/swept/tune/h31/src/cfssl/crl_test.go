package cfssl

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func testGetCRL(t *testing.T, expiry string) *http.Response {
	ts := httptest.NewServer(CRLHandler{})
	defer ts.Close()
	var resp *http.Response
	var err error
	if expiry != "" {
		// Source: github.com/cloudflare/cfssl/api/crl/crl_test.go:57 (escaper: the expiry is a duration such as "119h", which holds nothing to escape)
		resp, err = http.Get(ts.URL + "?expiry=" + expiry) // lookalike
	} else {
		resp, err = http.Get(ts.URL)
	}
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

func TestCRLGenerationWithExpiry(t *testing.T) {
	resp := testGetCRL(t, "119h")
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatal(resp.Status)
	}
}
