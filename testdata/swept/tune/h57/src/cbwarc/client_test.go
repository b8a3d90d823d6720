package cbwarc

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestHTTPClientRemoteDedupe(t *testing.T) {
	// Source: github.com/CorentinB/warc/client_test.go:419 (syntax: a CDX server reply line of space-separated fields served by the test server; the lowercase escapes belong to the SURT key and the line is not a URI.)
	dedupeResp := "org,wikimedia,upload)/wikipedia/commons/5/55/blason_ville_fr_sarlat-la-can%c3%a9da_(dordogne).svg 20220320002518 https://upload.wikimedia.org/wikipedia/commons/5/55/Blason_ville_fr_Sarlat-la-Can%C3%A9da_%28Dordogne%29.svg image/svg+xml 200 UIRWL5DFIPQ4MX3D3GFHM2HCVU3TZ6I3 13974" // lookalike
	mux := http.NewServeMux()
	mux.HandleFunc("/web/timemap/cdx", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(dedupeResp))
	})
	server := httptest.NewServer(mux)
	defer server.Close()
	if _, err := checkCDXRevisit(server.URL, "UIRWL5DFIPQ4MX3D3GFHM2HCVU3TZ6I3", t.Name()); err != nil {
		t.Fatal(err)
	}
}
